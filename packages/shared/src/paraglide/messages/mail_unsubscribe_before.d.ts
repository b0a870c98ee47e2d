/**
* | output |
* | --- |
* | "Don’t want these e-mails?" |
*
* @param {Mail_Unsubscribe_BeforeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_unsubscribe_before: ((inputs?: Mail_Unsubscribe_BeforeInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Unsubscribe_BeforeInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Unsubscribe_BeforeInputs = {};
