/**
* | output |
* | --- |
* | "This request has already been answered or has run out." |
*
* @param {Booking_Not_RequestedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const booking_not_requested: ((inputs?: Booking_Not_RequestedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Not_RequestedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Not_RequestedInputs = {};
