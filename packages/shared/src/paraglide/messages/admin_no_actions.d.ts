/**
* | output |
* | --- |
* | "No admin actions yet." |
*
* @param {Admin_No_ActionsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_no_actions: ((inputs?: Admin_No_ActionsInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_No_ActionsInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_No_ActionsInputs = {};
