/**
* | output |
* | --- |
* | "All help topics" |
*
* @param {Help_All_TopicsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const help_all_topics: ((inputs?: Help_All_TopicsInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Help_All_TopicsInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Help_All_TopicsInputs = {};
