/**
* | output |
* | --- |
* | "Tick the invoices to pay: one transfer quoting all their references pays each of them." |
*
* @param {Company_Pay_Together_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_pay_together_text: ((inputs?: Company_Pay_Together_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Pay_Together_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_Pay_Together_TextInputs = {};
