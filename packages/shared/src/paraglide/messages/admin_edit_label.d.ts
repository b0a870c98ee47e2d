/**
* | output |
* | --- |
* | "Edit {space}" |
*
* @param {Admin_Edit_LabelInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_edit_label: ((inputs: Admin_Edit_LabelInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Edit_LabelInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Edit_LabelInputs = {
    space: NonNullable<unknown>;
};
