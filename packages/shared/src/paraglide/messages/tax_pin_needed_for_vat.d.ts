/**
* | output |
* | --- |
* | "A VAT-registered seller gives their KRA PIN: it is printed on their VAT invoices." |
*
* @param {Tax_Pin_Needed_For_VatInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const tax_pin_needed_for_vat: ((inputs?: Tax_Pin_Needed_For_VatInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tax_Pin_Needed_For_VatInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tax_Pin_Needed_For_VatInputs = {};
