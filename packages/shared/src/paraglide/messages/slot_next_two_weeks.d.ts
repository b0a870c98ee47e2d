/**
* | output |
* | --- |
* | "Next two weeks" |
*
* @param {Slot_Next_Two_WeeksInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const slot_next_two_weeks: ((inputs?: Slot_Next_Two_WeeksInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Slot_Next_Two_WeeksInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Slot_Next_Two_WeeksInputs = {};
