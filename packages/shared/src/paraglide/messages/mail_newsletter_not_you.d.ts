/**
* | output |
* | --- |
* | "If it was not you, ignore this mail: nothing more will be sent and the address is forgotten." |
*
* @param {Mail_Newsletter_Not_YouInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_newsletter_not_you: ((inputs?: Mail_Newsletter_Not_YouInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Newsletter_Not_YouInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Newsletter_Not_YouInputs = {};
