/**
* | output |
* | --- |
* | "A space can have at most 20 photos." |
*
* @param {Listing_Too_Many_PhotosInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const listing_too_many_photos: ((inputs?: Listing_Too_Many_PhotosInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Listing_Too_Many_PhotosInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Listing_Too_Many_PhotosInputs = {};
