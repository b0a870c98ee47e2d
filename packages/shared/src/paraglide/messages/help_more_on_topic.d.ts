/**
* | output |
* | --- |
* | "More on this topic" |
*
* @param {Help_More_On_TopicInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const help_more_on_topic: ((inputs?: Help_More_On_TopicInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Help_More_On_TopicInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Help_More_On_TopicInputs = {};
