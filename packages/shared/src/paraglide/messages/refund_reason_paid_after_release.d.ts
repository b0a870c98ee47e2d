/**
* | output |
* | --- |
* | "Paid after the booking was released" |
*
* @param {Refund_Reason_Paid_After_ReleaseInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const refund_reason_paid_after_release: ((inputs?: Refund_Reason_Paid_After_ReleaseInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refund_Reason_Paid_After_ReleaseInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refund_Reason_Paid_After_ReleaseInputs = {};
