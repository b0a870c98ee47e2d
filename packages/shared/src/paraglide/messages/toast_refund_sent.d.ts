/**
* | output |
* | --- |
* | "Refund of {amount} recorded as sent." |
*
* @param {Toast_Refund_SentInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const toast_refund_sent: ((inputs: Toast_Refund_SentInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Toast_Refund_SentInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Toast_Refund_SentInputs = {
    amount: NonNullable<unknown>;
};
