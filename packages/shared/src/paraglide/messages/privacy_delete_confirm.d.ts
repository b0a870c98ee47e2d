/**
* | output |
* | --- |
* | "Delete my account" |
*
* @param {Privacy_Delete_ConfirmInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const privacy_delete_confirm: ((inputs?: Privacy_Delete_ConfirmInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_Delete_ConfirmInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_Delete_ConfirmInputs = {};
