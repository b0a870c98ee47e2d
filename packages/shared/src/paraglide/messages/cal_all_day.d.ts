/**
* | output |
* | --- |
* | "all day" |
*
* @param {Cal_All_DayInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_all_day: ((inputs?: Cal_All_DayInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cal_All_DayInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cal_All_DayInputs = {};
