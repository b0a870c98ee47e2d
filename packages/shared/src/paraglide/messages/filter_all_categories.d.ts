/**
* | output |
* | --- |
* | "All categories" |
*
* @param {Filter_All_CategoriesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const filter_all_categories: ((inputs?: Filter_All_CategoriesInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Filter_All_CategoriesInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Filter_All_CategoriesInputs = {};
