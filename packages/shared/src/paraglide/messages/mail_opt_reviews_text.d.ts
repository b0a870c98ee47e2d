/**
* | output |
* | --- |
* | "For hosts: when a guest reviews one of your spaces." |
*
* @param {Mail_Opt_Reviews_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_opt_reviews_text: ((inputs?: Mail_Opt_Reviews_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Opt_Reviews_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Opt_Reviews_TextInputs = {};
