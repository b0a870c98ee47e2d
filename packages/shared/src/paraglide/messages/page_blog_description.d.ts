/**
* | output |
* | --- |
* | "The Nafasi blog: industry insights, tips and guides, community stories, security, economics and design of spaces in Kenya." |
*
* @param {Page_Blog_DescriptionInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const page_blog_description: ((inputs?: Page_Blog_DescriptionInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Blog_DescriptionInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Page_Blog_DescriptionInputs = {};
