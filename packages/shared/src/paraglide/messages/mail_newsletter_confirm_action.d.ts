/**
* | output |
* | --- |
* | "Confirm my subscription" |
*
* @param {Mail_Newsletter_Confirm_ActionInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_newsletter_confirm_action: ((inputs?: Mail_Newsletter_Confirm_ActionInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Newsletter_Confirm_ActionInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Newsletter_Confirm_ActionInputs = {};
