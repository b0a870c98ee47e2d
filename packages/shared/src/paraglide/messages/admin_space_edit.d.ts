/**
* | output |
* | --- |
* | "Edit Space" |
*
* @param {Admin_Space_EditInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_space_edit: ((inputs?: Admin_Space_EditInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Space_EditInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Space_EditInputs = {};
