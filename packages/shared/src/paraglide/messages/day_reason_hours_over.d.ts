/**
* | output |
* | --- |
* | "Closed for the rest of today" |
*
* @param {Day_Reason_Hours_OverInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const day_reason_hours_over: ((inputs?: Day_Reason_Hours_OverInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Day_Reason_Hours_OverInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Day_Reason_Hours_OverInputs = {};
