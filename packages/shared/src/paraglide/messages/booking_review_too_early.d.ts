/**
* | output |
* | --- |
* | "You can review a space once your confirmed booking there has ended." |
*
* @param {Booking_Review_Too_EarlyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const booking_review_too_early: ((inputs?: Booking_Review_Too_EarlyInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Review_Too_EarlyInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Review_Too_EarlyInputs = {};
