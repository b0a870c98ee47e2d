/**
* | output |
* | --- |
* | "Pay with M-Pesa" |
*
* @param {Card_Pay_MpesaInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const card_pay_mpesa: ((inputs?: Card_Pay_MpesaInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Card_Pay_MpesaInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Card_Pay_MpesaInputs = {};
