/**
* | output |
* | --- |
* | "Your other devices will be signed out." |
*
* @param {Account_Others_Signed_OutInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const account_others_signed_out: ((inputs?: Account_Others_Signed_OutInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Others_Signed_OutInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Others_Signed_OutInputs = {};
