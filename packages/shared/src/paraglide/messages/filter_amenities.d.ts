/**
* | output |
* | --- |
* | "Amenities" |
*
* @param {Filter_AmenitiesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const filter_amenities: ((inputs?: Filter_AmenitiesInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Filter_AmenitiesInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Filter_AmenitiesInputs = {};
