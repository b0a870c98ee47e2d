/**
* | output |
* | --- |
* | "This space has confirmed upcoming bookings. Cancel them before deleting the space." |
*
* @param {Listing_Has_Confirmed_BookingsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const listing_has_confirmed_bookings: ((inputs?: Listing_Has_Confirmed_BookingsInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Listing_Has_Confirmed_BookingsInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Listing_Has_Confirmed_BookingsInputs = {};
