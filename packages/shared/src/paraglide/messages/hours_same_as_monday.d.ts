/**
* | output |
* | --- |
* | "Use Monday’s hours every day" |
*
* @param {Hours_Same_As_MondayInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const hours_same_as_monday: ((inputs?: Hours_Same_As_MondayInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Hours_Same_As_MondayInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Hours_Same_As_MondayInputs = {};
