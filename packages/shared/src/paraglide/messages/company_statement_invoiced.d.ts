/**
* | output |
* | --- |
* | "Invoiced this month" |
*
* @param {Company_Statement_InvoicedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_statement_invoiced: ((inputs?: Company_Statement_InvoicedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Statement_InvoicedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_Statement_InvoicedInputs = {};
