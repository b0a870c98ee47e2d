/**
* | output |
* | --- |
* | "If it was not you, ignore this e-mail: your password stays as it is." |
*
* @param {Mail_Reset_IgnoreInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_reset_ignore: ((inputs?: Mail_Reset_IgnoreInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Reset_IgnoreInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Reset_IgnoreInputs = {};
