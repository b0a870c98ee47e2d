/**
* | output |
* | --- |
* | "Paste the iCal link of this space on another platform (or your own Google Calendar). Its busy times block this space here, read every 15 minutes." |
*
* @param {Cal_Other_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_other_text: ((inputs?: Cal_Other_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cal_Other_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cal_Other_TextInputs = {};
