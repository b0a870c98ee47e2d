/**
* | output |
* | --- |
* | "Someone asked to reset the password of your Nafasi account." |
*
* @param {Mail_Reset_AskedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_reset_asked: ((inputs?: Mail_Reset_AskedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Reset_AskedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Reset_AskedInputs = {};
