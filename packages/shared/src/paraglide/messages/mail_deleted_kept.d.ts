/**
* | output |
* | --- |
* | "Your bookings and invoices stay for five years, as Kenya's tax law requires, without your name, e-mail or phone; your messages, reviews and posts show “A for..." |
*
* @param {Mail_Deleted_KeptInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_deleted_kept: ((inputs?: Mail_Deleted_KeptInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Deleted_KeptInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Deleted_KeptInputs = {};
