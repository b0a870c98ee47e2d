/**
* | output |
* | --- |
* | "Search by name, area or town…" |
*
* @param {Hero_Search_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const hero_search_placeholder: ((inputs?: Hero_Search_PlaceholderInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Hero_Search_PlaceholderInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Hero_Search_PlaceholderInputs = {};
