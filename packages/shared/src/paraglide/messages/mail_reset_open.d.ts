/**
* | output |
* | --- |
* | "To choose a new password, open this link within one hour (it works once):" |
*
* @param {Mail_Reset_OpenInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_reset_open: ((inputs?: Mail_Reset_OpenInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Reset_OpenInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Reset_OpenInputs = {};
