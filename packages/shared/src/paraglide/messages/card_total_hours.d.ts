/**
* | output |
* | --- |
* | "Total hours" |
*
* @param {Card_Total_HoursInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const card_total_hours: ((inputs?: Card_Total_HoursInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Card_Total_HoursInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Card_Total_HoursInputs = {};
