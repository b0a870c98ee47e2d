/**
* | output |
* | --- |
* | "Owed (KSH)" |
*
* @param {Company_Statement_Owed_ColumnInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_statement_owed_column: ((inputs?: Company_Statement_Owed_ColumnInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Statement_Owed_ColumnInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_Statement_Owed_ColumnInputs = {};
