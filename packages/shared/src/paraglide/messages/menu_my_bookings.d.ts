/**
* | output |
* | --- |
* | "My Bookings" |
*
* @param {Menu_My_BookingsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const menu_my_bookings: ((inputs?: Menu_My_BookingsInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_My_BookingsInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Menu_My_BookingsInputs = {};
