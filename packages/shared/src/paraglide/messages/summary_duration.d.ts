/**
* | output |
* | --- |
* | "Duration" |
*
* @param {Summary_DurationInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const summary_duration: ((inputs?: Summary_DurationInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Summary_DurationInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Summary_DurationInputs = {};
