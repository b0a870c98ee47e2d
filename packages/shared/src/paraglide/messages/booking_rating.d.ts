/**
* | output |
* | --- |
* | "rating must be a number from 1 to 5" |
*
* @param {Booking_RatingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const booking_rating: ((inputs?: Booking_RatingInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_RatingInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_RatingInputs = {};
