/**
* | output |
* | --- |
* | "Release hold" |
*
* @param {Owner_Bookings_ReleaseInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const owner_bookings_release: ((inputs?: Owner_Bookings_ReleaseInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Owner_Bookings_ReleaseInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Owner_Bookings_ReleaseInputs = {};
