/**
* | output |
* | --- |
* | "Categories" |
*
* @param {Forum_CategoriesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_categories: ((inputs?: Forum_CategoriesInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Forum_CategoriesInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Forum_CategoriesInputs = {};
