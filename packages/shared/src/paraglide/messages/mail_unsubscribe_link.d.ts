/**
* | output |
* | --- |
* | "Unsubscribe" |
*
* @param {Mail_Unsubscribe_LinkInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_unsubscribe_link: ((inputs?: Mail_Unsubscribe_LinkInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Unsubscribe_LinkInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Unsubscribe_LinkInputs = {};
