/**
* | output |
* | --- |
* | "News, press releases and media resources from Nafasi, Kenya’s marketplace for spaces by the hour." |
*
* @param {Page_Press_DescriptionInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const page_press_description: ((inputs?: Page_Press_DescriptionInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Press_DescriptionInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Page_Press_DescriptionInputs = {};
