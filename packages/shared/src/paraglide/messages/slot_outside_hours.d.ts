/**
* | output |
* | --- |
* | "On {day}s this space can be booked {hours}." |
*
* @param {Slot_Outside_HoursInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const slot_outside_hours: ((inputs: Slot_Outside_HoursInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Slot_Outside_HoursInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Slot_Outside_HoursInputs = {
    day: NonNullable<unknown>;
    hours: NonNullable<unknown>;
};
