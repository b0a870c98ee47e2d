/**
* | output |
* | --- |
* | "Topic not found" |
*
* @param {Page_Topic_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const page_topic_not_found: ((inputs?: Page_Topic_Not_FoundInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Topic_Not_FoundInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Page_Topic_Not_FoundInputs = {};
