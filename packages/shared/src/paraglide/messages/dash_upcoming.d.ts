/**
* | output |
* | --- |
* | "Upcoming Bookings" |
*
* @param {Dash_UpcomingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const dash_upcoming: ((inputs?: Dash_UpcomingInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_UpcomingInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_UpcomingInputs = {};
