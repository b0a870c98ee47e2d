/**
* | output |
* | --- |
* | "Stop the newsletter" |
*
* @param {Mail_Newsletter_Leave_ActionInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_newsletter_leave_action: ((inputs?: Mail_Newsletter_Leave_ActionInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Newsletter_Leave_ActionInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Newsletter_Leave_ActionInputs = {};
