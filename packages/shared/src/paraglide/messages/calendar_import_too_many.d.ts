/**
* | output |
* | --- |
* | "A space syncs at most {max_calendar_imports} other calendars." |
*
* @param {Calendar_Import_Too_ManyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const calendar_import_too_many: ((inputs: Calendar_Import_Too_ManyInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Import_Too_ManyInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Calendar_Import_Too_ManyInputs = {
    max_calendar_imports: NonNullable<unknown>;
};
