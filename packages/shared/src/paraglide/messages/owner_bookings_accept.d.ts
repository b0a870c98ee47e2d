/**
* | output |
* | --- |
* | "Accept" |
*
* @param {Owner_Bookings_AcceptInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const owner_bookings_accept: ((inputs?: Owner_Bookings_AcceptInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Owner_Bookings_AcceptInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Owner_Bookings_AcceptInputs = {};
