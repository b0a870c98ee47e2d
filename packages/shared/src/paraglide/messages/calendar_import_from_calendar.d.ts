/**
* | output |
* | --- |
* | "This time comes from one of your other calendars: it changes when that calendar does." |
*
* @param {Calendar_Import_From_CalendarInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const calendar_import_from_calendar: ((inputs?: Calendar_Import_From_CalendarInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Import_From_CalendarInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Calendar_Import_From_CalendarInputs = {};
