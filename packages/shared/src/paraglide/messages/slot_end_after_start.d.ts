/**
* | output |
* | --- |
* | "End time must be after start time." |
*
* @param {Slot_End_After_StartInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const slot_end_after_start: ((inputs?: Slot_End_After_StartInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Slot_End_After_StartInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Slot_End_After_StartInputs = {};
