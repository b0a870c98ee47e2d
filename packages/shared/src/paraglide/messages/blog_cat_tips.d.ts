/**
* | output |
* | --- |
* | "Tips & Guides" |
*
* @param {Blog_Cat_TipsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const blog_cat_tips: ((inputs?: Blog_Cat_TipsInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Blog_Cat_TipsInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Blog_Cat_TipsInputs = {};
