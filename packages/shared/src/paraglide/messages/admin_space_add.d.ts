/**
* | output |
* | --- |
* | "Add New Space" |
*
* @param {Admin_Space_AddInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_space_add: ((inputs?: Admin_Space_AddInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Space_AddInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Space_AddInputs = {};
