/**
* | output |
* | --- |
* | "Already booked this day: {times}" |
*
* @param {Slot_Already_BookedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const slot_already_booked: ((inputs: Slot_Already_BookedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Slot_Already_BookedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Slot_Already_BookedInputs = {
    times: NonNullable<unknown>;
};
