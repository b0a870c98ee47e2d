/**
* | output |
* | --- |
* | "Statement (PDF)" |
*
* @param {Company_Statement_PdfInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_statement_pdf: ((inputs?: Company_Statement_PdfInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Statement_PdfInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_Statement_PdfInputs = {};
