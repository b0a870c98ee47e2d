/**
* | output |
* | --- |
* | "Booking moved." |
*
* @param {Toast_Booking_MovedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const toast_booking_moved: ((inputs?: Toast_Booking_MovedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Toast_Booking_MovedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Toast_Booking_MovedInputs = {};
