/**
* | output |
* | --- |
* | "The message contains characters that are not allowed." |
*
* @param {Meeting_Message_CharactersInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meeting_message_characters: ((inputs?: Meeting_Message_CharactersInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Meeting_Message_CharactersInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Meeting_Message_CharactersInputs = {};
