/**
* | output |
* | --- |
* | "The topic is deleted for everyone. This cannot be undone." |
*
* @param {Forum_Remove_Text_EmptyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_remove_text_empty: ((inputs?: Forum_Remove_Text_EmptyInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Forum_Remove_Text_EmptyInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Forum_Remove_Text_EmptyInputs = {};
