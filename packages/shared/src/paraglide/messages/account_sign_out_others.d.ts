/**
* | output |
* | --- |
* | "Sign out of other devices" |
*
* @param {Account_Sign_Out_OthersInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const account_sign_out_others: ((inputs?: Account_Sign_Out_OthersInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Sign_Out_OthersInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Sign_Out_OthersInputs = {};
