/**
* | output |
* | --- |
* | "Paid {paid} for a booking of {owed}: the difference is owed back" |
*
* @param {Refund_Reason_OverInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const refund_reason_over: ((inputs: Refund_Reason_OverInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refund_Reason_OverInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refund_Reason_OverInputs = {
    paid: NonNullable<unknown>;
    owed: NonNullable<unknown>;
};
