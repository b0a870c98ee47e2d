/**
* | output |
* | --- |
* | "Check your e-mail" |
*
* @param {Auth_Check_EmailInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const auth_check_email: ((inputs?: Auth_Check_EmailInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Check_EmailInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Check_EmailInputs = {};
