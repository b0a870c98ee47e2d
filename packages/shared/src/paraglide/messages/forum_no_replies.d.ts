/**
* | output |
* | --- |
* | "No replies yet" |
*
* @param {Forum_No_RepliesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_no_replies: ((inputs?: Forum_No_RepliesInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Forum_No_RepliesInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Forum_No_RepliesInputs = {};
