/**
* | output |
* | --- |
* | "If you did not create a Nafasi account, ignore this e-mail: nothing happens without the link." |
*
* @param {Mail_Verify_IgnoreInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_verify_ignore: ((inputs?: Mail_Verify_IgnoreInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Verify_IgnoreInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Verify_IgnoreInputs = {};
