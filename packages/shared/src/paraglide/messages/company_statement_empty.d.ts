/**
* | output |
* | --- |
* | "No invoices were issued on the account this month." |
*
* @param {Company_Statement_EmptyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_statement_empty: ((inputs?: Company_Statement_EmptyInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Statement_EmptyInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_Statement_EmptyInputs = {};
