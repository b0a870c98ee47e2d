/**
* | output |
* | --- |
* | "No upcoming bookings" |
*
* @param {Dash_No_UpcomingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const dash_no_upcoming: ((inputs?: Dash_No_UpcomingInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_No_UpcomingInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_No_UpcomingInputs = {};
