/**
* | output |
* | --- |
* | "Whole day" |
*
* @param {Cal_Whole_DayInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_whole_day: ((inputs?: Cal_Whole_DayInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cal_Whole_DayInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cal_Whole_DayInputs = {};
