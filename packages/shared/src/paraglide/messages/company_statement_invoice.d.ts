/**
* | output |
* | --- |
* | "Invoice" |
*
* @param {Company_Statement_InvoiceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_statement_invoice: ((inputs?: Company_Statement_InvoiceInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Statement_InvoiceInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_Statement_InvoiceInputs = {};
