/**
* | output |
* | --- |
* | "Payment for {reference} marked as received." |
*
* @param {Toast_Payment_ReceivedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const toast_payment_received: ((inputs: Toast_Payment_ReceivedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Toast_Payment_ReceivedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Toast_Payment_ReceivedInputs = {
    reference: NonNullable<unknown>;
};
