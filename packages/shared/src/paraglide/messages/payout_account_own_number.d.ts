/**
* | output |
* | --- |
* | "That is Nafasi's own number, where guests pay: give your business's paybill or till." |
*
* @param {Payout_Account_Own_NumberInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const payout_account_own_number: ((inputs?: Payout_Account_Own_NumberInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Payout_Account_Own_NumberInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Payout_Account_Own_NumberInputs = {};
