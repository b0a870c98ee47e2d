/**
* | output |
* | --- |
* | "Forgot password?" |
*
* @param {Auth_ForgotInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const auth_forgot: ((inputs?: Auth_ForgotInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_ForgotInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_ForgotInputs = {};
