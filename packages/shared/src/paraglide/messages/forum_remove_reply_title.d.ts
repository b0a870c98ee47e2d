/**
* | output |
* | --- |
* | "Remove this reply?" |
*
* @param {Forum_Remove_Reply_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_remove_reply_title: ((inputs?: Forum_Remove_Reply_TitleInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Forum_Remove_Reply_TitleInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Forum_Remove_Reply_TitleInputs = {};
