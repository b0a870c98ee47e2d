/**
* | output |
* | --- |
* | "Scheduled" |
*
* @param {Meeting_ScheduledInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meeting_scheduled: ((inputs?: Meeting_ScheduledInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Meeting_ScheduledInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Meeting_ScheduledInputs = {};
