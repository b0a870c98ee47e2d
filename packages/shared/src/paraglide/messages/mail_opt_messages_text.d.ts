/**
* | output |
* | --- |
* | "When a guest or host writes to you and you have not read it within 10 minutes." |
*
* @param {Mail_Opt_Messages_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_opt_messages_text: ((inputs?: Mail_Opt_Messages_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Opt_Messages_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Opt_Messages_TextInputs = {};
