/**
* | output |
* | --- |
* | "It came by bank: send it back by bank transfer to the account it came from." |
*
* @param {Admin_Refund_By_BankInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_refund_by_bank: ((inputs?: Admin_Refund_By_BankInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Refund_By_BankInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Refund_By_BankInputs = {};
