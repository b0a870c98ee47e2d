/**
* | output |
* | --- |
* | "Post reply" |
*
* @param {Forum_Post_ReplyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_post_reply: ((inputs?: Forum_Post_ReplyInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Forum_Post_ReplyInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Forum_Post_ReplyInputs = {};
