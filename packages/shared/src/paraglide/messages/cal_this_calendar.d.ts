/**
* | output |
* | --- |
* | "this calendar" |
*
* @param {Cal_This_CalendarInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_this_calendar: ((inputs?: Cal_This_CalendarInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cal_This_CalendarInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cal_This_CalendarInputs = {};
