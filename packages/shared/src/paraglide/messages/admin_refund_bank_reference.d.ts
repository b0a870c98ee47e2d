/**
* | output |
* | --- |
* | "Bank reference of the transfer back" |
*
* @param {Admin_Refund_Bank_ReferenceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_refund_bank_reference: ((inputs?: Admin_Refund_Bank_ReferenceInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Refund_Bank_ReferenceInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Refund_Bank_ReferenceInputs = {};
