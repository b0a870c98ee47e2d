/**
* | output |
* | --- |
* | "Add where your payouts go (an M-Pesa number, a paybill or a till): payouts wait until you do." |
*
* @param {Payout_Account_NoneInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const payout_account_none: ((inputs?: Payout_Account_NoneInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Payout_Account_NoneInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Payout_Account_NoneInputs = {};
