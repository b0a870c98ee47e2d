/**
* | output |
* | --- |
* | "That booking is for another space." |
*
* @param {Booking_Review_Wrong_SpaceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const booking_review_wrong_space: ((inputs?: Booking_Review_Wrong_SpaceInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Review_Wrong_SpaceInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Review_Wrong_SpaceInputs = {};
