/**
* | output |
* | --- |
* | "Your changes are saved." |
*
* @param {Listing_UpdatedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const listing_updated: ((inputs?: Listing_UpdatedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Listing_UpdatedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Listing_UpdatedInputs = {};
