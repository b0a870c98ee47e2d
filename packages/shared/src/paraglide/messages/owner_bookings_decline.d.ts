/**
* | output |
* | --- |
* | "Decline" |
*
* @param {Owner_Bookings_DeclineInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const owner_bookings_decline: ((inputs?: Owner_Bookings_DeclineInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Owner_Bookings_DeclineInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Owner_Bookings_DeclineInputs = {};
