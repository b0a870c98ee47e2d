/**
* | output |
* | --- |
* | "Questions" |
*
* @param {How_QuestionsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const how_questions: ((inputs?: How_QuestionsInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<How_QuestionsInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type How_QuestionsInputs = {};
