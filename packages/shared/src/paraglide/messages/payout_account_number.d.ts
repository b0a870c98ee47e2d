/**
* | output |
* | --- |
* | "Account number" |
*
* @param {Payout_Account_NumberInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const payout_account_number: ((inputs?: Payout_Account_NumberInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Payout_Account_NumberInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Payout_Account_NumberInputs = {};
