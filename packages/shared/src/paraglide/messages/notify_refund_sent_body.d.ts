/**
* | output |
* | --- |
* | "For {space}. M-Pesa receipt {receipt}." |
*
* @param {Notify_Refund_Sent_BodyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_refund_sent_body: ((inputs: Notify_Refund_Sent_BodyInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Refund_Sent_BodyInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Refund_Sent_BodyInputs = {
    space: NonNullable<unknown>;
    receipt: NonNullable<unknown>;
};
