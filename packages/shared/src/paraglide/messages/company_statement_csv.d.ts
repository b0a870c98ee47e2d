/**
* | output |
* | --- |
* | "Statement (CSV)" |
*
* @param {Company_Statement_CsvInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_statement_csv: ((inputs?: Company_Statement_CsvInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Statement_CsvInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_Statement_CsvInputs = {};
