/**
* | output |
* | --- |
* | "Unread messages" |
*
* @param {Mail_Opt_MessagesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_opt_messages: ((inputs?: Mail_Opt_MessagesInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Opt_MessagesInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Opt_MessagesInputs = {};
