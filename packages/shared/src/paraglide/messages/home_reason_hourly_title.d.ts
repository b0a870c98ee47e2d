/**
* | output |
* | --- |
* | "Book by the hour" |
*
* @param {Home_Reason_Hourly_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const home_reason_hourly_title: ((inputs?: Home_Reason_Hourly_TitleInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Reason_Hourly_TitleInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Reason_Hourly_TitleInputs = {};
