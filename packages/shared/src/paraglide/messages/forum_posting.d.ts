/**
* | output |
* | --- |
* | "Posting…" |
*
* @param {Forum_PostingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_posting: ((inputs?: Forum_PostingInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Forum_PostingInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Forum_PostingInputs = {};
