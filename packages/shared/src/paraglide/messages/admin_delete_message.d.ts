/**
* | output |
* | --- |
* | "Delete message" |
*
* @param {Admin_Delete_MessageInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_delete_message: ((inputs?: Admin_Delete_MessageInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Delete_MessageInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Delete_MessageInputs = {};
