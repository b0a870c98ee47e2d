/**
* | output |
* | --- |
* | "Paid again for a booking already paid" |
*
* @param {Refund_Reason_Paid_TwiceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const refund_reason_paid_twice: ((inputs?: Refund_Reason_Paid_TwiceInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refund_Reason_Paid_TwiceInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refund_Reason_Paid_TwiceInputs = {};
