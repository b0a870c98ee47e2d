/**
* | output |
* | --- |
* | "Some hours" |
*
* @param {Cal_Some_HoursInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_some_hours: ((inputs?: Cal_Some_HoursInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cal_Some_HoursInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cal_Some_HoursInputs = {};
