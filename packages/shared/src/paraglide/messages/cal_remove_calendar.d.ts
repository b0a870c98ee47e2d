/**
* | output |
* | --- |
* | "Remove {calendar}" |
*
* @param {Cal_Remove_CalendarInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_remove_calendar: ((inputs: Cal_Remove_CalendarInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cal_Remove_CalendarInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cal_Remove_CalendarInputs = {
    calendar: NonNullable<unknown>;
};
