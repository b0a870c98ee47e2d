/**
* | output |
* | --- |
* | "new conversations" |
*
* @param {Limited_ConversationsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const limited_conversations: ((inputs?: Limited_ConversationsInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Limited_ConversationsInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Limited_ConversationsInputs = {};
