/**
* | output |
* | --- |
* | "Editing “{space}”." |
*
* @param {Admin_Space_EditingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_space_editing: ((inputs: Admin_Space_EditingInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Space_EditingInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Space_EditingInputs = {
    space: NonNullable<unknown>;
};
