/**
* | output |
* | --- |
* | "End time" |
*
* @param {Slot_End_TimeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const slot_end_time: ((inputs?: Slot_End_TimeInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Slot_End_TimeInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Slot_End_TimeInputs = {};
