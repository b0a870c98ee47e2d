/**
* | output |
* | --- |
* | "confirmation e-mails" |
*
* @param {Limited_Confirmation_MailsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const limited_confirmation_mails: ((inputs?: Limited_Confirmation_MailsInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Limited_Confirmation_MailsInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Limited_Confirmation_MailsInputs = {};
