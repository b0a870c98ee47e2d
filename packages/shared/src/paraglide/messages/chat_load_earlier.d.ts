/**
* | output |
* | --- |
* | "Load earlier messages" |
*
* @param {Chat_Load_EarlierInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const chat_load_earlier: ((inputs?: Chat_Load_EarlierInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Chat_Load_EarlierInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Chat_Load_EarlierInputs = {};
