/**
* | output |
* | --- |
* | "Choose a different time to move this booking to." |
*
* @param {Booking_Same_SlotInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const booking_same_slot: ((inputs?: Booking_Same_SlotInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Same_SlotInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Same_SlotInputs = {};
