/**
* | output |
* | --- |
* | "Spaces by the hour in Kenya" |
*
* @param {Mail_Footer_TaglineInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_footer_tagline: ((inputs?: Mail_Footer_TaglineInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Footer_TaglineInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Footer_TaglineInputs = {};
