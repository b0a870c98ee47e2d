/**
* | output |
* | --- |
* | "Withholding tax" |
*
* @param {Admin_Tax_Kind_WithholdingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_tax_kind_withholding: ((inputs?: Admin_Tax_Kind_WithholdingInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Tax_Kind_WithholdingInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Tax_Kind_WithholdingInputs = {};
