/**
* | output |
* | --- |
* | "Ask a question or share what you know with guests and hosts across Kenya." |
*
* @param {Forum_New_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_new_text: ((inputs?: Forum_New_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Forum_New_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Forum_New_TextInputs = {};
