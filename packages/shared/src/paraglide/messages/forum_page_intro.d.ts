/**
* | output |
* | --- |
* | "Ask questions, share tips and meet other guests and owners across Kenya." |
*
* @param {Forum_Page_IntroInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_page_intro: ((inputs?: Forum_Page_IntroInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Forum_Page_IntroInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Forum_Page_IntroInputs = {};
