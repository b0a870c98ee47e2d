/**
* | output |
* | --- |
* | "This space is closed on {day}s." |
*
* @param {Slot_ClosedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const slot_closed: ((inputs: Slot_ClosedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Slot_ClosedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Slot_ClosedInputs = {
    day: NonNullable<unknown>;
};
