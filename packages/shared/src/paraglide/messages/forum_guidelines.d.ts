/**
* | output |
* | --- |
* | "Community guidelines" |
*
* @param {Forum_GuidelinesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_guidelines: ((inputs?: Forum_GuidelinesInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Forum_GuidelinesInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Forum_GuidelinesInputs = {};
