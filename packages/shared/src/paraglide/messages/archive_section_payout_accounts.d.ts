/**
* | output |
* | --- |
* | "Where you are paid" |
*
* @param {Archive_Section_Payout_AccountsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const archive_section_payout_accounts: ((inputs?: Archive_Section_Payout_AccountsInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Archive_Section_Payout_AccountsInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Archive_Section_Payout_AccountsInputs = {};
