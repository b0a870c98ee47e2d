/**
* | output |
* | --- |
* | "E-mails you get" |
*
* @param {Mail_Settings_LegendInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_settings_legend: ((inputs?: Mail_Settings_LegendInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Settings_LegendInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Settings_LegendInputs = {};
