/**
* | output |
* | --- |
* | "Payments received" |
*
* @param {Company_Statement_PaymentsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_statement_payments: ((inputs?: Company_Statement_PaymentsInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Statement_PaymentsInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_Statement_PaymentsInputs = {};
