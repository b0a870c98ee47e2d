/**
* | output |
* | --- |
* | "Where the company's accounts team reads invoices and statements." |
*
* @param {Company_Billing_Email_HintInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_billing_email_hint: ((inputs?: Company_Billing_Email_HintInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Billing_Email_HintInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_Billing_Email_HintInputs = {};
