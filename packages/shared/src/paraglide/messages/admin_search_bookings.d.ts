/**
* | output |
* | --- |
* | "Search booking ID, space or guest" |
*
* @param {Admin_Search_BookingsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_search_bookings: ((inputs?: Admin_Search_BookingsInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Search_BookingsInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Search_BookingsInputs = {};
