/**
* | output |
* | --- |
* | "Loading topics…" |
*
* @param {Forum_Loading_TopicsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_loading_topics: ((inputs?: Forum_Loading_TopicsInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Forum_Loading_TopicsInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Forum_Loading_TopicsInputs = {};
