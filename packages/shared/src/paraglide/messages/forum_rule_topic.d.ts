/**
* | output |
* | --- |
* | "Stay on topic and search before you post." |
*
* @param {Forum_Rule_TopicInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_rule_topic: ((inputs?: Forum_Rule_TopicInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Forum_Rule_TopicInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Forum_Rule_TopicInputs = {};
