/**
* | output |
* | --- |
* | "Enter your password to change where your money goes." |
*
* @param {Payout_Account_Password_RequiredInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const payout_account_password_required: ((inputs?: Payout_Account_Password_RequiredInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Payout_Account_Password_RequiredInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Payout_Account_Password_RequiredInputs = {};
