/**
* | output |
* | --- |
* | "Search by name, description or host" |
*
* @param {Meetings_Search_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meetings_search_placeholder: ((inputs?: Meetings_Search_PlaceholderInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Meetings_Search_PlaceholderInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Meetings_Search_PlaceholderInputs = {};
