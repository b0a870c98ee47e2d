/**
* | output |
* | --- |
* | "This calendar is larger than {max_mib} MiB, more than Nafasi reads. Export a shorter range (the coming months) and link that." |
*
* @param {Calendar_Import_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const calendar_import_too_large: ((inputs: Calendar_Import_Too_LargeInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Import_Too_LargeInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Calendar_Import_Too_LargeInputs = {
    max_mib: NonNullable<unknown>;
};
