/**
* | output |
* | --- |
* | "This calendar could not be read. Check that the link is the calendar’s public iCal (export) link." |
*
* @param {Calendar_Import_UnreadableInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const calendar_import_unreadable: ((inputs?: Calendar_Import_UnreadableInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Import_UnreadableInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Calendar_Import_UnreadableInputs = {};
