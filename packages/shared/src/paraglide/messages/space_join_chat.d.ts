/**
* | output |
* | --- |
* | "Join Community Chat" |
*
* @param {Space_Join_ChatInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const space_join_chat: ((inputs?: Space_Join_ChatInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Space_Join_ChatInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Space_Join_ChatInputs = {};
