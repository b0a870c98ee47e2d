/**
* | output |
* | --- |
* | "The reply by {name} is deleted for everyone. This cannot be undone." |
*
* @param {Forum_Remove_Reply_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_remove_reply_text: ((inputs: Forum_Remove_Reply_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Forum_Remove_Reply_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Forum_Remove_Reply_TextInputs = {
    name: NonNullable<unknown>;
};
