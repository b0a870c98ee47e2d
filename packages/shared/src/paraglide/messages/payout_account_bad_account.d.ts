/**
* | output |
* | --- |
* | "Enter the account number the paybill expects: letters, digits, spaces or - . / #, up to {paybill_account_max} characters." |
*
* @param {Payout_Account_Bad_AccountInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const payout_account_bad_account: ((inputs: Payout_Account_Bad_AccountInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Payout_Account_Bad_AccountInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Payout_Account_Bad_AccountInputs = {
    paybill_account_max: NonNullable<unknown>;
};
