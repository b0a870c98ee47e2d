/**
* | output |
* | --- |
* | "Confirming…" |
*
* @param {Admin_ConfirmingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_confirming: ((inputs?: Admin_ConfirmingInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_ConfirmingInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_ConfirmingInputs = {};
