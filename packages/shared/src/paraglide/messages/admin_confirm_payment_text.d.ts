/**
* | output |
* | --- |
* | "Only if {amount} is on Nafasi's M-Pesa statement. The ledger records it as received, the booking is confirmed, and the host will be paid out for it. This can..." |
*
* @param {Admin_Confirm_Payment_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_confirm_payment_text: ((inputs: Admin_Confirm_Payment_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Confirm_Payment_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Confirm_Payment_TextInputs = {
    amount: NonNullable<unknown>;
};
