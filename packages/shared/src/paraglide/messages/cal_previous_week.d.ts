/**
* | output |
* | --- |
* | "Previous week" |
*
* @param {Cal_Previous_WeekInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_previous_week: ((inputs?: Cal_Previous_WeekInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cal_Previous_WeekInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cal_Previous_WeekInputs = {};
