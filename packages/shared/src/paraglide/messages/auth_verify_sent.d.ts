/**
* | output |
* | --- |
* | "We sent a new confirmation link to your e-mail address." |
*
* @param {Auth_Verify_SentInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const auth_verify_sent: ((inputs?: Auth_Verify_SentInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Verify_SentInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Verify_SentInputs = {};
