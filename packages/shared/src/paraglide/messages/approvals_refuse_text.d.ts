/**
* | output |
* | --- |
* | "Say why, so they know what to change." |
*
* @param {Approvals_Refuse_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const approvals_refuse_text: ((inputs?: Approvals_Refuse_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Approvals_Refuse_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Approvals_Refuse_TextInputs = {};
