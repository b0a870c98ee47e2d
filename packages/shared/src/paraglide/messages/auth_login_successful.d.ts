/**
* | output |
* | --- |
* | "Login successful!" |
*
* @param {Auth_Login_SuccessfulInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const auth_login_successful: ((inputs?: Auth_Login_SuccessfulInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Login_SuccessfulInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Login_SuccessfulInputs = {};
