/**
* | output |
* | --- |
* | "Shortest booking" |
*
* @param {Rules_ShortestInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const rules_shortest: ((inputs?: Rules_ShortestInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rules_ShortestInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rules_ShortestInputs = {};
