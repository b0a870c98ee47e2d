/**
* | output |
* | --- |
* | "A refund of {amount} is on its way to your M-Pesa; we will tell you when it is sent." |
*
* @param {Notify_Refund_DueInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_refund_due: ((inputs: Notify_Refund_DueInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Refund_DueInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Refund_DueInputs = {
    amount: NonNullable<unknown>;
};
