/**
* | output |
* | --- |
* | "Pay only for the time you need: an hour for an interview, a day for a workshop." |
*
* @param {Home_Reason_Hourly_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const home_reason_hourly_text: ((inputs?: Home_Reason_Hourly_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Reason_Hourly_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Reason_Hourly_TextInputs = {};
