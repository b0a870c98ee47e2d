/**
* | output |
* | --- |
* | "Search meetings" |
*
* @param {Meetings_SearchInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meetings_search: ((inputs?: Meetings_SearchInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Meetings_SearchInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Meetings_SearchInputs = {};
