/**
* | output |
* | --- |
* | "Privacy Policy" |
*
* @param {Page_Privacy_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const page_privacy_title: ((inputs?: Page_Privacy_TitleInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Privacy_TitleInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Page_Privacy_TitleInputs = {};
