/**
* | output |
* | --- |
* | "You can review a space once you have paid for and had your booking there." |
*
* @param {Booking_Review_Not_PaidInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const booking_review_not_paid: ((inputs?: Booking_Review_Not_PaidInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Review_Not_PaidInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Review_Not_PaidInputs = {};
