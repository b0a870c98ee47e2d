/**
* | output |
* | --- |
* | "You already get the Nafasi newsletter" |
*
* @param {Mail_Newsletter_Already_SubjectInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_newsletter_already_subject: ((inputs?: Mail_Newsletter_Already_SubjectInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Newsletter_Already_SubjectInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Newsletter_Already_SubjectInputs = {};
