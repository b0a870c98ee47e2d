/**
* | output |
* | --- |
* | "You cannot review your own space." |
*
* @param {Booking_Own_Space_ReviewInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const booking_own_space_review: ((inputs?: Booking_Own_Space_ReviewInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Own_Space_ReviewInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Own_Space_ReviewInputs = {};
