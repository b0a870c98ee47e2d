/**
* | output |
* | --- |
* | "Issued" |
*
* @param {Company_Statement_IssuedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_statement_issued: ((inputs?: Company_Statement_IssuedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Statement_IssuedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_Statement_IssuedInputs = {};
