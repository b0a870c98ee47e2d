/**
* | output |
* | --- |
* | "Did this not answer your question? Our team is here around the clock." |
*
* @param {Help_Article_StillInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const help_article_still: ((inputs?: Help_Article_StillInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Help_Article_StillInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Help_Article_StillInputs = {};
