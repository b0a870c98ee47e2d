/**
* | output |
* | --- |
* | "Delete the message from you" |
*
* @param {Chat_Delete_OwnInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const chat_delete_own: ((inputs?: Chat_Delete_OwnInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Chat_Delete_OwnInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Chat_Delete_OwnInputs = {};
