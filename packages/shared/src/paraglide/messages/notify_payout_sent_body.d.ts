/**
* | output |
* | --- |
* | "To {to}. M-Pesa receipt {receipt}." |
*
* @param {Notify_Payout_Sent_BodyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_payout_sent_body: ((inputs: Notify_Payout_Sent_BodyInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Payout_Sent_BodyInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Payout_Sent_BodyInputs = {
    to: NonNullable<unknown>;
    receipt: NonNullable<unknown>;
};
