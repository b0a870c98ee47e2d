/**
* | output |
* | --- |
* | "Admin alerts" |
*
* @param {Mail_Opt_AdminInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_opt_admin: ((inputs?: Mail_Opt_AdminInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Opt_AdminInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Opt_AdminInputs = {};
