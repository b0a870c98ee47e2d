/**
* | output |
* | --- |
* | "I am registered for VAT with KRA" |
*
* @param {Tax_Vat_RegisteredInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const tax_vat_registered: ((inputs?: Tax_Vat_RegisteredInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tax_Vat_RegisteredInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tax_Vat_RegisteredInputs = {};
