/**
* | output |
* | --- |
* | "Leave empty to use your own name." |
*
* @param {Tax_Invoice_Name_HintInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const tax_invoice_name_hint: ((inputs?: Tax_Invoice_Name_HintInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tax_Invoice_Name_HintInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tax_Invoice_Name_HintInputs = {};
