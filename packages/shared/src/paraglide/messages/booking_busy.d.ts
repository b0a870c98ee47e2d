/**
* | output |
* | --- |
* | "Many people are booking this space right now. Please try again in a moment." |
*
* @param {Booking_BusyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const booking_busy: ((inputs?: Booking_BusyInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_BusyInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_BusyInputs = {};
