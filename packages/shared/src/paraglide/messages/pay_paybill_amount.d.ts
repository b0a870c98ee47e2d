/**
* | output |
* | --- |
* | "Amount: {amount}, exactly: M-Pesa refuses any other amount for this booking." |
*
* @param {Pay_Paybill_AmountInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const pay_paybill_amount: ((inputs: Pay_Paybill_AmountInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_Paybill_AmountInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_Paybill_AmountInputs = {
    amount: NonNullable<unknown>;
};
