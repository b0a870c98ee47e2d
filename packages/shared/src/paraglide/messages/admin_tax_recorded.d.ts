/**
* | output |
* | --- |
* | "Payment to KRA recorded." |
*
* @param {Admin_Tax_RecordedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_tax_recorded: ((inputs?: Admin_Tax_RecordedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Tax_RecordedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Tax_RecordedInputs = {};
