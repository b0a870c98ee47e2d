/**
* | output |
* | --- |
* | "No times: {reason}" |
*
* @param {Slot_No_Times_BecauseInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const slot_no_times_because: ((inputs: Slot_No_Times_BecauseInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Slot_No_Times_BecauseInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Slot_No_Times_BecauseInputs = {
    reason: NonNullable<unknown>;
};
