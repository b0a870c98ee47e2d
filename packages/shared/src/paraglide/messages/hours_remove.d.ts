/**
* | output |
* | --- |
* | "Remove {hours} on {day}s" |
*
* @param {Hours_RemoveInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const hours_remove: ((inputs: Hours_RemoveInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Hours_RemoveInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Hours_RemoveInputs = {
    hours: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
