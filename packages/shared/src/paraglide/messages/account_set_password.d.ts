/**
* | output |
* | --- |
* | "Set a password" |
*
* @param {Account_Set_PasswordInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const account_set_password: ((inputs?: Account_Set_PasswordInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Set_PasswordInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Set_PasswordInputs = {};
