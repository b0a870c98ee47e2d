/**
* | output |
* | --- |
* | "Best match" |
*
* @param {Sort_RelevanceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const sort_relevance: ((inputs?: Sort_RelevanceInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sort_RelevanceInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sort_RelevanceInputs = {};
