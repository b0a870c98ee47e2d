/**
* | output |
* | --- |
* | "Pay from your phone" |
*
* @param {Pay_Method_Mpesa_HintInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const pay_method_mpesa_hint: ((inputs?: Pay_Method_Mpesa_HintInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_Method_Mpesa_HintInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_Method_Mpesa_HintInputs = {};
