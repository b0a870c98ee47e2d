/**
* | output |
* | --- |
* | "Delete this space?" |
*
* @param {Admin_Delete_Space_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_delete_space_title: ((inputs?: Admin_Delete_Space_TitleInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Delete_Space_TitleInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Delete_Space_TitleInputs = {};
