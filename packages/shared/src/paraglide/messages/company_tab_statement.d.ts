/**
* | output |
* | --- |
* | "Statement" |
*
* @param {Company_Tab_StatementInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_tab_statement: ((inputs?: Company_Tab_StatementInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Tab_StatementInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_Tab_StatementInputs = {};
