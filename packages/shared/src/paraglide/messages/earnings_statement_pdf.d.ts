/**
* | output |
* | --- |
* | "Withholding statement (PDF)" |
*
* @param {Earnings_Statement_PdfInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const earnings_statement_pdf: ((inputs?: Earnings_Statement_PdfInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Earnings_Statement_PdfInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Earnings_Statement_PdfInputs = {};
