/**
* | output |
* | --- |
* | "Declining..." |
*
* @param {Owner_Bookings_DecliningInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const owner_bookings_declining: ((inputs?: Owner_Bookings_DecliningInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Owner_Bookings_DecliningInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Owner_Bookings_DecliningInputs = {};
