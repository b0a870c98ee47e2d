/**
* | output |
* | --- |
* | "Add to calendar" |
*
* @param {Card_Add_CalendarInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const card_add_calendar: ((inputs?: Card_Add_CalendarInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Card_Add_CalendarInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Card_Add_CalendarInputs = {};
