/**
* | output |
* | --- |
* | "Your M-Pesa balance is too low for this payment. Top up and try again." |
*
* @param {Mpesa_Result_Low_BalanceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mpesa_result_low_balance: ((inputs?: Mpesa_Result_Low_BalanceInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mpesa_Result_Low_BalanceInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mpesa_Result_Low_BalanceInputs = {};
