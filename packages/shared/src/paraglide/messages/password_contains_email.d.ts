/**
* | output |
* | --- |
* | "Your password must not contain your e-mail address or its name part." |
*
* @param {Password_Contains_EmailInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const password_contains_email: ((inputs?: Password_Contains_EmailInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Password_Contains_EmailInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Password_Contains_EmailInputs = {};
