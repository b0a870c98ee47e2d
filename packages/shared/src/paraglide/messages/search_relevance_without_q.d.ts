/**
* | output |
* | --- |
* | "sort=relevance needs q (words to match)" |
*
* @param {Search_Relevance_Without_QInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const search_relevance_without_q: ((inputs?: Search_Relevance_Without_QInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Search_Relevance_Without_QInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Search_Relevance_Without_QInputs = {};
