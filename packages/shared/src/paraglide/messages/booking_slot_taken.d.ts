/**
* | output |
* | --- |
* | "This time slot is no longer available. Please choose another time." |
*
* @param {Booking_Slot_TakenInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const booking_slot_taken: ((inputs?: Booking_Slot_TakenInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Slot_TakenInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Slot_TakenInputs = {};
