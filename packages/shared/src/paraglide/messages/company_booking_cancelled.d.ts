/**
* | output |
* | --- |
* | "The booking is cancelled; whoever paid toward it is refunded as the policy says." |
*
* @param {Company_Booking_CancelledInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_booking_cancelled: ((inputs?: Company_Booking_CancelledInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Booking_CancelledInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_Booking_CancelledInputs = {};
