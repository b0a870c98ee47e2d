/**
* | output |
* | --- |
* | "Owed" |
*
* @param {Admin_Tax_OwedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_tax_owed: ((inputs?: Admin_Tax_OwedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Tax_OwedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Tax_OwedInputs = {};
