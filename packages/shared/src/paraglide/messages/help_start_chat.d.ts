/**
* | output |
* | --- |
* | "Start Live Chat" |
*
* @param {Help_Start_ChatInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const help_start_chat: ((inputs?: Help_Start_ChatInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Help_Start_ChatInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Help_Start_ChatInputs = {};
