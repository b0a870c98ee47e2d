/**
* | output |
* | --- |
* | "Total Bookings" |
*
* @param {Admin_Total_BookingsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_total_bookings: ((inputs?: Admin_Total_BookingsInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Total_BookingsInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Total_BookingsInputs = {};
