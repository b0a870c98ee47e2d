/**
* | output |
* | --- |
* | "Remove the reply by {name}" |
*
* @param {Forum_Remove_ReplyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_remove_reply: ((inputs: Forum_Remove_ReplyInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Forum_Remove_ReplyInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Forum_Remove_ReplyInputs = {
    name: NonNullable<unknown>;
};
