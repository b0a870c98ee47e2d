/**
* | output |
* | --- |
* | "Newsletter" |
*
* @param {Privacy_Newsletter_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const privacy_newsletter_title: ((inputs?: Privacy_Newsletter_TitleInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_Newsletter_TitleInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_Newsletter_TitleInputs = {};
