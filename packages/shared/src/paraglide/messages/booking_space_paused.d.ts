/**
* | output |
* | --- |
* | "This space is paused by its host and takes no new bookings for now." |
*
* @param {Booking_Space_PausedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const booking_space_paused: ((inputs?: Booking_Space_PausedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Space_PausedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Space_PausedInputs = {};
