/**
* | output |
* | --- |
* | "Rate/Hour" |
*
* @param {Admin_Rate_HourInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_rate_hour: ((inputs?: Admin_Rate_HourInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Rate_HourInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Rate_HourInputs = {};
