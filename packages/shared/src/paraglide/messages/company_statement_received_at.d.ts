/**
* | output |
* | --- |
* | "Received" |
*
* @param {Company_Statement_Received_AtInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_statement_received_at: ((inputs?: Company_Statement_Received_AtInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Statement_Received_AtInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_Statement_Received_AtInputs = {};
