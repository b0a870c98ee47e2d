/**
* | output |
* | --- |
* | "Your space is paused: it is off the catalogue and takes no new bookings. Bookings already made stand." |
*
* @param {Listing_PausedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const listing_paused: ((inputs?: Listing_PausedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Listing_PausedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Listing_PausedInputs = {};
