/**
* | output |
* | --- |
* | "Next month" |
*
* @param {Cal_Next_MonthInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_next_month: ((inputs?: Cal_Next_MonthInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cal_Next_MonthInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cal_Next_MonthInputs = {};
