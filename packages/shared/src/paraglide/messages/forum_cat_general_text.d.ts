/**
* | output |
* | --- |
* | "Introductions, news and anything about working in Kenya." |
*
* @param {Forum_Cat_General_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_cat_general_text: ((inputs?: Forum_Cat_General_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Forum_Cat_General_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Forum_Cat_General_TextInputs = {};
