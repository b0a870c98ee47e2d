/**
* | output |
* | --- |
* | "Mails sent to you" |
*
* @param {Archive_Section_MailsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const archive_section_mails: ((inputs?: Archive_Section_MailsInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Archive_Section_MailsInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Archive_Section_MailsInputs = {};
