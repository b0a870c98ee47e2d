/**
* | output |
* | --- |
* | "Calendar" |
*
* @param {Dash_Tab_CalendarInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const dash_tab_calendar: ((inputs?: Dash_Tab_CalendarInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Tab_CalendarInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Tab_CalendarInputs = {};
