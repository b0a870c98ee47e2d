/**
* | output |
* | --- |
* | "The host muted you." |
*
* @param {Chat_MutedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const chat_muted: ((inputs?: Chat_MutedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Chat_MutedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Chat_MutedInputs = {};
