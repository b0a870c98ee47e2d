/**
* | output |
* | --- |
* | "Withholding statement" |
*
* @param {Csv_StatementInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const csv_statement: ((inputs?: Csv_StatementInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_StatementInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Csv_StatementInputs = {};
