/**
* | output |
* | --- |
* | "Receipt or bank reference" |
*
* @param {Company_Statement_ReceiptInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_statement_receipt: ((inputs?: Company_Statement_ReceiptInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Statement_ReceiptInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_Statement_ReceiptInputs = {};
