/**
* | output |
* | --- |
* | "Paid to the till and not claimed with its code within {days} days" |
*
* @param {Refund_Reason_Unclaimed_TillInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const refund_reason_unclaimed_till: ((inputs: Refund_Reason_Unclaimed_TillInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refund_Reason_Unclaimed_TillInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refund_Reason_Unclaimed_TillInputs = {
    days: NonNullable<unknown>;
};
