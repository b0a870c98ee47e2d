/**
* | output |
* | --- |
* | "Cancelled by the guest at least {hours} hours ahead" |
*
* @param {Refund_Reason_Cancelled_By_GuestInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const refund_reason_cancelled_by_guest: ((inputs: Refund_Reason_Cancelled_By_GuestInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refund_Reason_Cancelled_By_GuestInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refund_Reason_Cancelled_By_GuestInputs = {
    hours: NonNullable<unknown>;
};
