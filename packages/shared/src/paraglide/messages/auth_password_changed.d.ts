/**
* | output |
* | --- |
* | "Password changed successfully!" |
*
* @param {Auth_Password_ChangedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const auth_password_changed: ((inputs?: Auth_Password_ChangedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Password_ChangedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Password_ChangedInputs = {};
