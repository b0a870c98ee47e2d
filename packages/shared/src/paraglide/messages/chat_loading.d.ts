/**
* | output |
* | --- |
* | "Loading messages…" |
*
* @param {Chat_LoadingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const chat_loading: ((inputs?: Chat_LoadingInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Chat_LoadingInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Chat_LoadingInputs = {};
