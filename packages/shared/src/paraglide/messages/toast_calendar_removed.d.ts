/**
* | output |
* | --- |
* | "Calendar removed. Its times are free again." |
*
* @param {Toast_Calendar_RemovedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const toast_calendar_removed: ((inputs?: Toast_Calendar_RemovedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Toast_Calendar_RemovedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Toast_Calendar_RemovedInputs = {};
