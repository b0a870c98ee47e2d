/**
* | output |
* | --- |
* | "Your photos could not be stored just now. Nothing was added; please try again." |
*
* @param {Listing_Photos_Not_StoredInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const listing_photos_not_stored: ((inputs?: Listing_Photos_Not_StoredInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Listing_Photos_Not_StoredInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Listing_Photos_Not_StoredInputs = {};
