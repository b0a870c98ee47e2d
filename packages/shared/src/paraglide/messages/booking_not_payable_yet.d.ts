/**
* | output |
* | --- |
* | "The host has not accepted this request yet. You pay once they do." |
*
* @param {Booking_Not_Payable_YetInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const booking_not_payable_yet: ((inputs?: Booking_Not_Payable_YetInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Not_Payable_YetInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Not_Payable_YetInputs = {};
