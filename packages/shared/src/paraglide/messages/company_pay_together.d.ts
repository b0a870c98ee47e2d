/**
* | output |
* | --- |
* | "Pay several invoices by one bank transfer" |
*
* @param {Company_Pay_TogetherInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_pay_together: ((inputs?: Company_Pay_TogetherInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Pay_TogetherInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_Pay_TogetherInputs = {};
