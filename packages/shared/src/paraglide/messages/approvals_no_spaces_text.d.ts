/**
* | output |
* | --- |
* | "New listings from owners show here." |
*
* @param {Approvals_No_Spaces_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const approvals_no_spaces_text: ((inputs?: Approvals_No_Spaces_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Approvals_No_Spaces_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Approvals_No_Spaces_TextInputs = {};
