/**
* | output |
* | --- |
* | "A reminder the day before each booking." |
*
* @param {Mail_Opt_Reminders_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_opt_reminders_text: ((inputs?: Mail_Opt_Reminders_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Opt_Reminders_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Opt_Reminders_TextInputs = {};
