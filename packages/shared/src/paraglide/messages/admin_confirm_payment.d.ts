/**
* | output |
* | --- |
* | "Confirm payment" |
*
* @param {Admin_Confirm_PaymentInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_confirm_payment: ((inputs?: Admin_Confirm_PaymentInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Confirm_PaymentInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Confirm_PaymentInputs = {};
