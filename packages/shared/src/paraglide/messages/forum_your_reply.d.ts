/**
* | output |
* | --- |
* | "Your reply" |
*
* @param {Forum_Your_ReplyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_your_reply: ((inputs?: Forum_Your_ReplyInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Forum_Your_ReplyInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Forum_Your_ReplyInputs = {};
