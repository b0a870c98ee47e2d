/**
* | output |
* | --- |
* | "Paid by" |
*
* @param {Company_Statement_ViaInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_statement_via: ((inputs?: Company_Statement_ViaInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Statement_ViaInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_Statement_ViaInputs = {};
