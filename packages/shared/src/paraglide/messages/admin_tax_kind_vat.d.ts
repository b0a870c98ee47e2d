/**
* | output |
* | --- |
* | "VAT" |
*
* @param {Admin_Tax_Kind_VatInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_tax_kind_vat: ((inputs?: Admin_Tax_Kind_VatInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Tax_Kind_VatInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Tax_Kind_VatInputs = {};
