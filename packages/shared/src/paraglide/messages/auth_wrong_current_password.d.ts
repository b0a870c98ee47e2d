/**
* | output |
* | --- |
* | "Your current password is not correct." |
*
* @param {Auth_Wrong_Current_PasswordInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const auth_wrong_current_password: ((inputs?: Auth_Wrong_Current_PasswordInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Wrong_Current_PasswordInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Wrong_Current_PasswordInputs = {};
