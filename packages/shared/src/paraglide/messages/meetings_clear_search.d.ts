/**
* | output |
* | --- |
* | "Clear search" |
*
* @param {Meetings_Clear_SearchInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meetings_clear_search: ((inputs?: Meetings_Clear_SearchInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Meetings_Clear_SearchInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Meetings_Clear_SearchInputs = {};
