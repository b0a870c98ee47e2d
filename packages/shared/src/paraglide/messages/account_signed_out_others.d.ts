/**
* | output |
* | --- |
* | "Signed out of your other devices." |
*
* @param {Account_Signed_Out_OthersInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const account_signed_out_others: ((inputs?: Account_Signed_Out_OthersInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Signed_Out_OthersInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Signed_Out_OthersInputs = {};
