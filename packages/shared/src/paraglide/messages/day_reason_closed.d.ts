/**
* | output |
* | --- |
* | "Closed on {day}s" |
*
* @param {Day_Reason_ClosedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const day_reason_closed: ((inputs: Day_Reason_ClosedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Day_Reason_ClosedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Day_Reason_ClosedInputs = {
    day: NonNullable<unknown>;
};
