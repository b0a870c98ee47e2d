/**
* | output |
* | --- |
* | "If it was not you, ignore this e-mail." |
*
* @param {Mail_Exists_IgnoreInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_exists_ignore: ((inputs?: Mail_Exists_IgnoreInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Exists_IgnoreInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Exists_IgnoreInputs = {};
