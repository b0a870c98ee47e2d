/**
* | output |
* | --- |
* | "the end of {day}" |
*
* @param {Deadline_End_OfInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const deadline_end_of: ((inputs: Deadline_End_OfInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Deadline_End_OfInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Deadline_End_OfInputs = {
    day: NonNullable<unknown>;
};
