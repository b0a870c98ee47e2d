/**
* | output |
* | --- |
* | "M-Pesa code of the refund" |
*
* @param {Admin_Refund_CodeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_refund_code: ((inputs?: Admin_Refund_CodeInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Refund_CodeInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Refund_CodeInputs = {};
