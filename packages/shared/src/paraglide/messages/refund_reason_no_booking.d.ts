/**
* | output |
* | --- |
* | "Paid to account \"{account}\", which is no booking waiting for payment" |
*
* @param {Refund_Reason_No_BookingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const refund_reason_no_booking: ((inputs: Refund_Reason_No_BookingInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refund_Reason_No_BookingInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refund_Reason_No_BookingInputs = {
    account: NonNullable<unknown>;
};
