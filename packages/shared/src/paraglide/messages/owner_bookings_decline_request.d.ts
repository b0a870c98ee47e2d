/**
* | output |
* | --- |
* | "Decline request" |
*
* @param {Owner_Bookings_Decline_RequestInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const owner_bookings_decline_request: ((inputs?: Owner_Bookings_Decline_RequestInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Owner_Bookings_Decline_RequestInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Owner_Bookings_Decline_RequestInputs = {};
