/**
* | output |
* | --- |
* | "This space keeps {length} free between bookings. Choose a time further from the next or previous booking." |
*
* @param {Slot_BufferInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const slot_buffer: ((inputs: Slot_BufferInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Slot_BufferInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Slot_BufferInputs = {
    length: NonNullable<unknown>;
};
