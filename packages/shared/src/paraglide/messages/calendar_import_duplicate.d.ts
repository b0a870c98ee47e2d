/**
* | output |
* | --- |
* | "That calendar is already synced with this space." |
*
* @param {Calendar_Import_DuplicateInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const calendar_import_duplicate: ((inputs?: Calendar_Import_DuplicateInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Import_DuplicateInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Calendar_Import_DuplicateInputs = {};
