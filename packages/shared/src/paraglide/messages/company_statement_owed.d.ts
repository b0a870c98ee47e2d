/**
* | output |
* | --- |
* | "Still owed on this month's invoices" |
*
* @param {Company_Statement_OwedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_statement_owed: ((inputs?: Company_Statement_OwedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Statement_OwedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_Statement_OwedInputs = {};
