/**
* | output |
* | --- |
* | "KRA payment reference (PRN)" |
*
* @param {Admin_Tax_ReferenceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_tax_reference: ((inputs?: Admin_Tax_ReferenceInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Tax_ReferenceInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Tax_ReferenceInputs = {};
