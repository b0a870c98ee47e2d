/**
* | output |
* | --- |
* | "Busy there while booked here: settle with the guest or on the other platform which one stands." |
*
* @param {Calendar_Import_ClashesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const calendar_import_clashes: ((inputs?: Calendar_Import_ClashesInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Import_ClashesInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Calendar_Import_ClashesInputs = {};
