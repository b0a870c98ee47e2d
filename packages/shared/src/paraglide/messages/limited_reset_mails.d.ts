/**
* | output |
* | --- |
* | "password reset e-mails" |
*
* @param {Limited_Reset_MailsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const limited_reset_mails: ((inputs?: Limited_Reset_MailsInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Limited_Reset_MailsInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Limited_Reset_MailsInputs = {};
