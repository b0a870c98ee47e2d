/**
* | output |
* | --- |
* | "Paid {paid}, less than the booking's {owed}" |
*
* @param {Refund_Reason_ShortInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const refund_reason_short: ((inputs: Refund_Reason_ShortInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refund_Reason_ShortInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refund_Reason_ShortInputs = {
    paid: NonNullable<unknown>;
    owed: NonNullable<unknown>;
};
