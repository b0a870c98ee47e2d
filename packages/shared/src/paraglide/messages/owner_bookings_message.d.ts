/**
* | output |
* | --- |
* | "Message to the guest" |
*
* @param {Owner_Bookings_MessageInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const owner_bookings_message: ((inputs?: Owner_Bookings_MessageInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Owner_Bookings_MessageInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Owner_Bookings_MessageInputs = {};
