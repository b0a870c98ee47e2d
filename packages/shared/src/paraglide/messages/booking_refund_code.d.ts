/**
* | output |
* | --- |
* | "Enter the M-Pesa transaction code of the refund: 10 letters and digits." |
*
* @param {Booking_Refund_CodeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const booking_refund_code: ((inputs?: Booking_Refund_CodeInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Refund_CodeInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Refund_CodeInputs = {};
