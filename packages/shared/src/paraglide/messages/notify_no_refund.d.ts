/**
* | output |
* | --- |
* | "It was cancelled outside the cancellation policy, so no refund is due." |
*
* @param {Notify_No_RefundInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_no_refund: ((inputs?: Notify_No_RefundInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_No_RefundInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_No_RefundInputs = {};
