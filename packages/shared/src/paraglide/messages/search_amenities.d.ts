/**
* | output |
* | --- |
* | "amenities must be a comma-separated list of: {amenities}" |
*
* @param {Search_AmenitiesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const search_amenities: ((inputs: Search_AmenitiesInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Search_AmenitiesInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Search_AmenitiesInputs = {
    amenities: NonNullable<unknown>;
};
