/**
* | output |
* | --- |
* | "Mark paid" |
*
* @param {Owner_Bookings_Mark_PaidInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const owner_bookings_mark_paid: ((inputs?: Owner_Bookings_Mark_PaidInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Owner_Bookings_Mark_PaidInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Owner_Bookings_Mark_PaidInputs = {};
