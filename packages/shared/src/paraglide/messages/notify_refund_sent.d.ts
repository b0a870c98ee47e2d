/**
* | output |
* | --- |
* | "Your refund of {amount} has been sent to your M-Pesa." |
*
* @param {Notify_Refund_SentInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_refund_sent: ((inputs: Notify_Refund_SentInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Refund_SentInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Refund_SentInputs = {
    amount: NonNullable<unknown>;
};
