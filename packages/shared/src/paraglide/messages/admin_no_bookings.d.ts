/**
* | output |
* | --- |
* | "No bookings match." |
*
* @param {Admin_No_BookingsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_no_bookings: ((inputs?: Admin_No_BookingsInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_No_BookingsInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_No_BookingsInputs = {};
