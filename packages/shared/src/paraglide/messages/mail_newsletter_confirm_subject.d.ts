/**
* | output |
* | --- |
* | "Confirm your Nafasi newsletter subscription" |
*
* @param {Mail_Newsletter_Confirm_SubjectInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_newsletter_confirm_subject: ((inputs?: Mail_Newsletter_Confirm_SubjectInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Newsletter_Confirm_SubjectInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Newsletter_Confirm_SubjectInputs = {};
