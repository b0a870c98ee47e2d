/**
* | output |
* | --- |
* | "You have already reviewed this booking." |
*
* @param {Booking_Already_ReviewedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const booking_already_reviewed: ((inputs?: Booking_Already_ReviewedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Already_ReviewedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Already_ReviewedInputs = {};
