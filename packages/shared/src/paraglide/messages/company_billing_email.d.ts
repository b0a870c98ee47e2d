/**
* | output |
* | --- |
* | "Billing e-mail" |
*
* @param {Company_Billing_EmailInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_billing_email: ((inputs?: Company_Billing_EmailInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Billing_EmailInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_Billing_EmailInputs = {};
