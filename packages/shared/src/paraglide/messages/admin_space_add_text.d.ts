/**
* | output |
* | --- |
* | "A space an admin adds is live at once." |
*
* @param {Admin_Space_Add_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_space_add_text: ((inputs?: Admin_Space_Add_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Space_Add_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Space_Add_TextInputs = {};
