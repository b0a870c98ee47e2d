/**
* | output |
* | --- |
* | "“{space}” will be taken off Nafasi. Its past bookings and invoices are kept." |
*
* @param {Admin_Delete_Space_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_delete_space_text: ((inputs: Admin_Delete_Space_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Delete_Space_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Delete_Space_TextInputs = {
    space: NonNullable<unknown>;
};
