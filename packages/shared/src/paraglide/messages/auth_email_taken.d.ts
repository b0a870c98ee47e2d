/**
* | output |
* | --- |
* | "An account with this e-mail already exists. Sign in instead, or reset your password." |
*
* @param {Auth_Email_TakenInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const auth_email_taken: ((inputs?: Auth_Email_TakenInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Email_TakenInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Email_TakenInputs = {};
