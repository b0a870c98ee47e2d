/**
* | output |
* | --- |
* | "Total (KSH)" |
*
* @param {Company_Statement_TotalInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_statement_total: ((inputs?: Company_Statement_TotalInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Statement_TotalInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_Statement_TotalInputs = {};
