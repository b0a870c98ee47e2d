/**
* | output |
* | --- |
* | "Try another word, or clear the search to see every room." |
*
* @param {Meetings_No_Match_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meetings_no_match_text: ((inputs?: Meetings_No_Match_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Meetings_No_Match_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Meetings_No_Match_TextInputs = {};
