/**
* | output |
* | --- |
* | "Open on {day}s" |
*
* @param {Hours_Open_OnInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const hours_open_on: ((inputs: Hours_Open_OnInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Hours_Open_OnInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Hours_Open_OnInputs = {
    day: NonNullable<unknown>;
};
