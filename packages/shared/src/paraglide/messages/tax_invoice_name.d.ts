/**
* | output |
* | --- |
* | "Name on invoices" |
*
* @param {Tax_Invoice_NameInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const tax_invoice_name: ((inputs?: Tax_Invoice_NameInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tax_Invoice_NameInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tax_Invoice_NameInputs = {};
