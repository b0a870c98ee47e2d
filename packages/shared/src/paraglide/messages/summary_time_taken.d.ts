/**
* | output |
* | --- |
* | "That time is not available. Choose another." |
*
* @param {Summary_Time_TakenInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const summary_time_taken: ((inputs?: Summary_Time_TakenInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Summary_Time_TakenInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Summary_Time_TakenInputs = {};
