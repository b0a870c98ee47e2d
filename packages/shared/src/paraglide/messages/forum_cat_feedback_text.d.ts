/**
* | output |
* | --- |
* | "Tell us what to build next and what to fix." |
*
* @param {Forum_Cat_Feedback_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_cat_feedback_text: ((inputs?: Forum_Cat_Feedback_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Forum_Cat_Feedback_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Forum_Cat_Feedback_TextInputs = {};
