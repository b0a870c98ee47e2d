/**
* | output |
* | --- |
* | "You cannot book your own space. To keep time for yourself, block it in your calendar." |
*
* @param {Booking_Own_SpaceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const booking_own_space: ((inputs?: Booking_Own_SpaceInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Own_SpaceInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Own_SpaceInputs = {};
