/**
* | output |
* | --- |
* | "Paid (KSH)" |
*
* @param {Company_Statement_PaidInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_statement_paid: ((inputs?: Company_Statement_PaidInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Statement_PaidInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_Statement_PaidInputs = {};
