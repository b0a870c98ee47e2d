/**
* | output |
* | --- |
* | "Opening chat…" |
*
* @param {Help_Opening_ChatInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const help_opening_chat: ((inputs?: Help_Opening_ChatInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Help_Opening_ChatInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Help_Opening_ChatInputs = {};
