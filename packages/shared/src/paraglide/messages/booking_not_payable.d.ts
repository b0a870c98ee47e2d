/**
* | output |
* | --- |
* | "Only a pending booking can be paid." |
*
* @param {Booking_Not_PayableInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const booking_not_payable: ((inputs?: Booking_Not_PayableInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Not_PayableInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Not_PayableInputs = {};
