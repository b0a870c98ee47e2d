/**
* | output |
* | --- |
* | "Enter the Safaricom number your payouts go to, like 0712 345 678." |
*
* @param {Payout_Account_Bad_NumberInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const payout_account_bad_number: ((inputs?: Payout_Account_Bad_NumberInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Payout_Account_Bad_NumberInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Payout_Account_Bad_NumberInputs = {};
