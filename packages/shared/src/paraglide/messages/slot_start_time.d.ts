/**
* | output |
* | --- |
* | "Start time" |
*
* @param {Slot_Start_TimeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const slot_start_time: ((inputs?: Slot_Start_TimeInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Slot_Start_TimeInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Slot_Start_TimeInputs = {};
