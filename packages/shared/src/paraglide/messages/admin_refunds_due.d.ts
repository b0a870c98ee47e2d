/**
* | output |
* | --- |
* | "Refunds due" |
*
* @param {Admin_Refunds_DueInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_refunds_due: ((inputs?: Admin_Refunds_DueInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Refunds_DueInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Refunds_DueInputs = {};
