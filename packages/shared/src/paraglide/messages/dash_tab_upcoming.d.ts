/**
* | output |
* | --- |
* | "Upcoming Bookings ({count})" |
*
* @param {Dash_Tab_UpcomingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const dash_tab_upcoming: ((inputs: Dash_Tab_UpcomingInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Tab_UpcomingInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Tab_UpcomingInputs = {
    count: NonNullable<unknown>;
};
