/**
* | output |
* | --- |
* | "Calendar" |
*
* @param {Cal_CalendarInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_calendar: ((inputs?: Cal_CalendarInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cal_CalendarInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cal_CalendarInputs = {};
