/**
* | countPlural | output |
* | --- | --- |
* | "one" | "The topic and its reply, another person's words too, are deleted for everyone. This cannot be undone." |
* | "other" | "The topic and its {count} replies, other people's words too, are deleted for everyone. This cannot be undone." |
*
* @param {Forum_Remove_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_remove_text: ((inputs: Forum_Remove_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Forum_Remove_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Forum_Remove_TextInputs = {
    count: NonNullable<unknown>;
};
