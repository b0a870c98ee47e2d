/**
* | output |
* | --- |
* | "Next week" |
*
* @param {Cal_Next_WeekInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_next_week: ((inputs?: Cal_Next_WeekInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cal_Next_WeekInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cal_Next_WeekInputs = {};
