/**
* | output |
* | --- |
* | "capacity must be at least 1" |
*
* @param {Listing_Capacity_MinInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const listing_capacity_min: ((inputs?: Listing_Capacity_MinInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Listing_Capacity_MinInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Listing_Capacity_MinInputs = {};
