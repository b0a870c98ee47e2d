/**
* | output |
* | --- |
* | "It is removed from the room's chat for everyone, and its reports are closed. This cannot be undone." |
*
* @param {Admin_Delete_Message_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_delete_message_text: ((inputs?: Admin_Delete_Message_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Delete_Message_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Delete_Message_TextInputs = {};
