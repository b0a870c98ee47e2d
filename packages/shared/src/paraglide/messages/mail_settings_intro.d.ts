/**
* | output |
* | --- |
* | "E-mails about your bookings and payments always come. Choose the others:" |
*
* @param {Mail_Settings_IntroInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_settings_intro: ((inputs?: Mail_Settings_IntroInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Settings_IntroInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Settings_IntroInputs = {};
