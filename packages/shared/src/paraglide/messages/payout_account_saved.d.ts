/**
* | output |
* | --- |
* | "Payout account saved. We e-mailed you about the change." |
*
* @param {Payout_Account_SavedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const payout_account_saved: ((inputs?: Payout_Account_SavedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Payout_Account_SavedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Payout_Account_SavedInputs = {};
