/**
* | output |
* | --- |
* | "Search with at most 100 characters." |
*
* @param {Forum_Search_Too_LongInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_search_too_long: ((inputs?: Forum_Search_Too_LongInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Forum_Search_Too_LongInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Forum_Search_Too_LongInputs = {};
