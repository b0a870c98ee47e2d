/**
* | output |
* | --- |
* | "Booking reminders" |
*
* @param {Mail_Opt_RemindersInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_opt_reminders: ((inputs?: Mail_Opt_RemindersInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Opt_RemindersInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Opt_RemindersInputs = {};
