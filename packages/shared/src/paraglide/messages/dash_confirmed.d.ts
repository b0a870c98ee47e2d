/**
* | output |
* | --- |
* | "Confirmed Bookings" |
*
* @param {Dash_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const dash_confirmed: ((inputs?: Dash_ConfirmedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_ConfirmedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_ConfirmedInputs = {};
