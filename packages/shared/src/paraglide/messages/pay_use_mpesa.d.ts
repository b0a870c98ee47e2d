/**
* | output |
* | --- |
* | "Use M-Pesa" |
*
* @param {Pay_Use_MpesaInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const pay_use_mpesa: ((inputs?: Pay_Use_MpesaInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_Use_MpesaInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_Use_MpesaInputs = {};
