/**
* | output |
* | --- |
* | "Only a confirmed booking that has not started yet can be moved." |
*
* @param {Booking_Cannot_ModifyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const booking_cannot_modify: ((inputs?: Booking_Cannot_ModifyInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Cannot_ModifyInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Cannot_ModifyInputs = {};
