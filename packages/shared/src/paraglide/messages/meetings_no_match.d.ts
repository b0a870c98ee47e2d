/**
* | output |
* | --- |
* | "No meetings match your search" |
*
* @param {Meetings_No_MatchInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meetings_no_match: ((inputs?: Meetings_No_MatchInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Meetings_No_MatchInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Meetings_No_MatchInputs = {};
