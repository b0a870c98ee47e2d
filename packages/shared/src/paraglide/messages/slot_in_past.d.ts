/**
* | output |
* | --- |
* | "That time has already passed. Choose a time in the future." |
*
* @param {Slot_In_PastInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const slot_in_past: ((inputs?: Slot_In_PastInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Slot_In_PastInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Slot_In_PastInputs = {};
