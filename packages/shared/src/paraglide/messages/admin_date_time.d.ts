/**
* | output |
* | --- |
* | "Date & Time" |
*
* @param {Admin_Date_TimeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_date_time: ((inputs?: Admin_Date_TimeInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Date_TimeInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Date_TimeInputs = {};
