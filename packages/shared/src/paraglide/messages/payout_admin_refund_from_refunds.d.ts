/**
* | output |
* | --- |
* | "A refund is recorded as sent from Refunds due." |
*
* @param {Payout_Admin_Refund_From_RefundsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const payout_admin_refund_from_refunds: ((inputs?: Payout_Admin_Refund_From_RefundsInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Payout_Admin_Refund_From_RefundsInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Payout_Admin_Refund_From_RefundsInputs = {};
