/**
* | output |
* | --- |
* | "{reason}. Choose another day." |
*
* @param {Slot_Choose_Another_DayInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const slot_choose_another_day: ((inputs: Slot_Choose_Another_DayInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Slot_Choose_Another_DayInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Slot_Choose_Another_DayInputs = {
    reason: NonNullable<unknown>;
};
