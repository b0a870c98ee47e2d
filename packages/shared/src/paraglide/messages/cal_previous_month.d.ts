/**
* | output |
* | --- |
* | "Previous month" |
*
* @param {Cal_Previous_MonthInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_previous_month: ((inputs?: Cal_Previous_MonthInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cal_Previous_MonthInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cal_Previous_MonthInputs = {};
