/**
* | output |
* | --- |
* | "No M-Pesa code yet" |
*
* @param {Admin_No_CodeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_no_code: ((inputs?: Admin_No_CodeInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_No_CodeInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_No_CodeInputs = {};
