/**
* | output |
* | --- |
* | "Enter the business number: 5 to 7 digits." |
*
* @param {Payout_Account_Bad_Business_NumberInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const payout_account_bad_business_number: ((inputs?: Payout_Account_Bad_Business_NumberInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Payout_Account_Bad_Business_NumberInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Payout_Account_Bad_Business_NumberInputs = {};
