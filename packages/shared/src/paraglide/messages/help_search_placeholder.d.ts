/**
* | output |
* | --- |
* | "Search for answers, e.g. cancel, M-Pesa, password" |
*
* @param {Help_Search_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const help_search_placeholder: ((inputs?: Help_Search_PlaceholderInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Help_Search_PlaceholderInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Help_Search_PlaceholderInputs = {};
