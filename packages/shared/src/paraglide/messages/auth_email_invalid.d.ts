/**
* | output |
* | --- |
* | "Enter a valid e-mail address." |
*
* @param {Auth_Email_InvalidInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const auth_email_invalid: ((inputs?: Auth_Email_InvalidInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Email_InvalidInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Email_InvalidInputs = {};
