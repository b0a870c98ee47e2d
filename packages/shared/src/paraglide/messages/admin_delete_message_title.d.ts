/**
* | output |
* | --- |
* | "Delete this message?" |
*
* @param {Admin_Delete_Message_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_delete_message_title: ((inputs?: Admin_Delete_Message_TitleInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Delete_Message_TitleInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Delete_Message_TitleInputs = {};
