/**
* | output |
* | --- |
* | "Refunded to the guest" |
*
* @param {Payout_Status_RefundedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const payout_status_refunded: ((inputs?: Payout_Status_RefundedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Payout_Status_RefundedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Payout_Status_RefundedInputs = {};
