/**
* | output |
* | --- |
* | "Keep the hold" |
*
* @param {Owner_Bookings_Keep_HoldInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const owner_bookings_keep_hold: ((inputs?: Owner_Bookings_Keep_HoldInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Owner_Bookings_Keep_HoldInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Owner_Bookings_Keep_HoldInputs = {};
