/**
* | output |
* | --- |
* | "Failed to change password" |
*
* @param {Account_Change_Password_FailedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const account_change_password_failed: ((inputs?: Account_Change_Password_FailedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Change_Password_FailedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Change_Password_FailedInputs = {};
