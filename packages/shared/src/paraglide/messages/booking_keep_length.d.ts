/**
* | output |
* | --- |
* | "A moved booking keeps its length. To book a different length, cancel and book again." |
*
* @param {Booking_Keep_LengthInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const booking_keep_length: ((inputs?: Booking_Keep_LengthInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Keep_LengthInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Keep_LengthInputs = {};
