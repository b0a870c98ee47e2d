/**
* | output |
* | --- |
* | "Bookings start and end on the hour or the half hour." |
*
* @param {Slot_Half_HoursInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const slot_half_hours: ((inputs?: Slot_Half_HoursInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Slot_Half_HoursInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Slot_Half_HoursInputs = {};
