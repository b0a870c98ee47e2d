/**
* | output |
* | --- |
* | "Feedback & Ideas" |
*
* @param {Forum_Cat_FeedbackInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_cat_feedback: ((inputs?: Forum_Cat_FeedbackInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Forum_Cat_FeedbackInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Forum_Cat_FeedbackInputs = {};
