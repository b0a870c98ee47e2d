/**
* | output |
* | --- |
* | "Received this month" |
*
* @param {Company_Statement_ReceivedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_statement_received: ((inputs?: Company_Statement_ReceivedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Statement_ReceivedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_Statement_ReceivedInputs = {};
