/**
* | output |
* | --- |
* | "or choose in Settings → Notifications." |
*
* @param {Mail_Unsubscribe_AfterInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_unsubscribe_after: ((inputs?: Mail_Unsubscribe_AfterInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Unsubscribe_AfterInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Unsubscribe_AfterInputs = {};
