/**
* | output |
* | --- |
* | "Write 2 to {forum_body_max} characters." |
*
* @param {Forum_ReplyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_reply: ((inputs: Forum_ReplyInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Forum_ReplyInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Forum_ReplyInputs = {
    forum_body_max: NonNullable<unknown>;
};
