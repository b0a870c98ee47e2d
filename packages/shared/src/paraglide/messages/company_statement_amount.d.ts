/**
* | output |
* | --- |
* | "Amount (KSH)" |
*
* @param {Company_Statement_AmountInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_statement_amount: ((inputs?: Company_Statement_AmountInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Statement_AmountInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_Statement_AmountInputs = {};
