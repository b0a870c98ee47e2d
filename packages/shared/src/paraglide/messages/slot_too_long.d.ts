/**
* | output |
* | --- |
* | "Bookings of this space last at most {length}." |
*
* @param {Slot_Too_LongInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const slot_too_long: ((inputs: Slot_Too_LongInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Slot_Too_LongInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Slot_Too_LongInputs = {
    length: NonNullable<unknown>;
};
