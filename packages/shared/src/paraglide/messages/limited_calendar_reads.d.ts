/**
* | output |
* | --- |
* | "calendar reads" |
*
* @param {Limited_Calendar_ReadsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const limited_calendar_reads: ((inputs?: Limited_Calendar_ReadsInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Limited_Calendar_ReadsInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Limited_Calendar_ReadsInputs = {};
