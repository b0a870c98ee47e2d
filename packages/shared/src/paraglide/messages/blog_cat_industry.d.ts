/**
* | output |
* | --- |
* | "Industry Insights" |
*
* @param {Blog_Cat_IndustryInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const blog_cat_industry: ((inputs?: Blog_Cat_IndustryInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Blog_Cat_IndustryInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Blog_Cat_IndustryInputs = {};
