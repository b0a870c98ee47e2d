/**
* | output |
* | --- |
* | "Bank transfer" |
*
* @param {Company_Statement_Via_BankInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_statement_via_bank: ((inputs?: Company_Statement_Via_BankInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Statement_Via_BankInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_Statement_Via_BankInputs = {};
