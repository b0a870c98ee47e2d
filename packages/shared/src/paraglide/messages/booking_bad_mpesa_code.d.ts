/**
* | output |
* | --- |
* | "Enter the M-Pesa transaction code from your confirmation SMS: 10 letters and digits, like QJK3L5M7NP." |
*
* @param {Booking_Bad_Mpesa_CodeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const booking_bad_mpesa_code: ((inputs?: Booking_Bad_Mpesa_CodeInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Bad_Mpesa_CodeInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Bad_Mpesa_CodeInputs = {};
