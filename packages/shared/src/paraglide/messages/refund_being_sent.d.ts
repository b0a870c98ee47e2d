/**
* | output |
* | --- |
* | "M-Pesa is sending this refund by itself: it can be recorded by hand only if M-Pesa cannot send it." |
*
* @param {Refund_Being_SentInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const refund_being_sent: ((inputs?: Refund_Being_SentInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refund_Being_SentInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refund_Being_SentInputs = {};
