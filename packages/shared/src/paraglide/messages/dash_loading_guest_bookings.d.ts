/**
* | output |
* | --- |
* | "Loading bookings…" |
*
* @param {Dash_Loading_Guest_BookingsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const dash_loading_guest_bookings: ((inputs?: Dash_Loading_Guest_BookingsInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Loading_Guest_BookingsInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Loading_Guest_BookingsInputs = {};
