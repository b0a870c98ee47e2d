/**
* | output |
* | --- |
* | "Guest Bookings ({count})" |
*
* @param {Dash_Tab_Guest_BookingsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const dash_tab_guest_bookings: ((inputs: Dash_Tab_Guest_BookingsInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Tab_Guest_BookingsInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Tab_Guest_BookingsInputs = {
    count: NonNullable<unknown>;
};
