/**
* | output |
* | --- |
* | "Releasing…" |
*
* @param {Owner_Bookings_ReleasingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const owner_bookings_releasing: ((inputs?: Owner_Bookings_ReleasingInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Owner_Bookings_ReleasingInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Owner_Bookings_ReleasingInputs = {};
