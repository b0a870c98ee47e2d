/**
* | output |
* | --- |
* | "No articles or questions match “{query}”. Try another word, or ask us in the live chat." |
*
* @param {Help_NothingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const help_nothing: ((inputs: Help_NothingInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Help_NothingInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Help_NothingInputs = {
    query: NonNullable<unknown>;
};
