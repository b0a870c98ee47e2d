/**
* | output |
* | --- |
* | "Paste the calendar’s iCal link: it starts with https:// (or webcal://)." |
*
* @param {Calendar_Import_Bad_UrlInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const calendar_import_bad_url: ((inputs?: Calendar_Import_Bad_UrlInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Import_Bad_UrlInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Calendar_Import_Bad_UrlInputs = {};
