/**
* | output |
* | --- |
* | "Only an unpaid pending booking can be released." |
*
* @param {Booking_Cannot_ReleaseInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const booking_cannot_release: ((inputs?: Booking_Cannot_ReleaseInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Cannot_ReleaseInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Cannot_ReleaseInputs = {};
