/**
* | output |
* | --- |
* | "Your booking is confirmed as soon as M-Pesa reports the payment; the account number is how it finds your booking." |
*
* @param {Pay_Paybill_MatchedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const pay_paybill_matched: ((inputs?: Pay_Paybill_MatchedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_Paybill_MatchedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_Paybill_MatchedInputs = {};
