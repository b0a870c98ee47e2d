/**
* | output |
* | --- |
* | "iCal link" |
*
* @param {Cal_Ical_LinkInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_ical_link: ((inputs?: Cal_Ical_LinkInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cal_Ical_LinkInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cal_Ical_LinkInputs = {};
