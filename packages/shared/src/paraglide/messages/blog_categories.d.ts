/**
* | output |
* | --- |
* | "Blog categories" |
*
* @param {Blog_CategoriesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const blog_categories: ((inputs?: Blog_CategoriesInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Blog_CategoriesInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Blog_CategoriesInputs = {};
