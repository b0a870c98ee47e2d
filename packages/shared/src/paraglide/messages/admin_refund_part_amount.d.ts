/**
* | output |
* | --- |
* | "Amount to refund (KSH)" |
*
* @param {Admin_Refund_Part_AmountInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_refund_part_amount: ((inputs?: Admin_Refund_Part_AmountInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Refund_Part_AmountInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Refund_Part_AmountInputs = {};
