/**
* | output |
* | --- |
* | "Open positions at Nafasi in Nairobi, Mombasa and remote in Kenya: engineering, design, growth and operations." |
*
* @param {Page_Careers_DescriptionInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const page_careers_description: ((inputs?: Page_Careers_DescriptionInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Careers_DescriptionInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Page_Careers_DescriptionInputs = {};
