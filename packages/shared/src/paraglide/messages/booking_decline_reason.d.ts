/**
* | output |
* | --- |
* | "Tell the guest why, in a few words." |
*
* @param {Booking_Decline_ReasonInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const booking_decline_reason: ((inputs?: Booking_Decline_ReasonInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Decline_ReasonInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Decline_ReasonInputs = {};
