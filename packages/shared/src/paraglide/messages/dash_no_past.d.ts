/**
* | output |
* | --- |
* | "No past bookings" |
*
* @param {Dash_No_PastInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const dash_no_past: ((inputs?: Dash_No_PastInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_No_PastInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_No_PastInputs = {};
