/**
* | output |
* | --- |
* | "Where and how to work well away from the office." |
*
* @param {Forum_Cat_Remote_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_cat_remote_text: ((inputs?: Forum_Cat_Remote_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Forum_Cat_Remote_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Forum_Cat_Remote_TextInputs = {};
