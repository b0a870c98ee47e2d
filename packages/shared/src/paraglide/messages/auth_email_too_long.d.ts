/**
* | output |
* | --- |
* | "E-mail must be at most 254 characters" |
*
* @param {Auth_Email_Too_LongInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const auth_email_too_long: ((inputs?: Auth_Email_Too_LongInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Email_Too_LongInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Email_Too_LongInputs = {};
