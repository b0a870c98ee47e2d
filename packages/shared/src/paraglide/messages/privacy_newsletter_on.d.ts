/**
* | output |
* | --- |
* | "Send me the newsletter" |
*
* @param {Privacy_Newsletter_OnInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const privacy_newsletter_on: ((inputs?: Privacy_Newsletter_OnInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_Newsletter_OnInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_Newsletter_OnInputs = {};
