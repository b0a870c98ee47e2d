/**
* | output |
* | --- |
* | "This calendar was read less than a minute ago. Try again in a moment." |
*
* @param {Calendar_Import_Too_SoonInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const calendar_import_too_soon: ((inputs?: Calendar_Import_Too_SoonInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Import_Too_SoonInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Calendar_Import_Too_SoonInputs = {};
