/**
* | output |
* | --- |
* | "When owners change a live listing's title, description, place, price or photos, the changes show here first." |
*
* @param {Approvals_No_Changes_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const approvals_no_changes_text: ((inputs?: Approvals_No_Changes_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Approvals_No_Changes_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Approvals_No_Changes_TextInputs = {};
