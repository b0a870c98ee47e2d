/**
* | output |
* | --- |
* | "Paid {paid}; refunded so far {refunded}. The guest gets the amount back as they paid (M-Pesa, or bank for a transfer), the host's share and Nafasi's fee shri..." |
*
* @param {Admin_Refund_Part_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_refund_part_text: ((inputs: Admin_Refund_Part_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Refund_Part_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Refund_Part_TextInputs = {
    paid: NonNullable<unknown>;
    refunded: NonNullable<unknown>;
};
