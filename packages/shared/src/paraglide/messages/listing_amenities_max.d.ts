/**
* | output |
* | --- |
* | "List at most 30 amenities" |
*
* @param {Listing_Amenities_MaxInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const listing_amenities_max: ((inputs?: Listing_Amenities_MaxInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Listing_Amenities_MaxInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Listing_Amenities_MaxInputs = {};
