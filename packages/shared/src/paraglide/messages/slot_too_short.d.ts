/**
* | output |
* | --- |
* | "Bookings of this space last at least {length}." |
*
* @param {Slot_Too_ShortInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const slot_too_short: ((inputs: Slot_Too_ShortInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Slot_Too_ShortInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Slot_Too_ShortInputs = {
    length: NonNullable<unknown>;
};
