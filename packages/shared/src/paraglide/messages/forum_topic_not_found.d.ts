/**
* | output |
* | --- |
* | "This topic does not exist or was removed." |
*
* @param {Forum_Topic_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_topic_not_found: ((inputs?: Forum_Topic_Not_FoundInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Forum_Topic_Not_FoundInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Forum_Topic_Not_FoundInputs = {};
