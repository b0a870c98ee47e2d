/**
* | output |
* | --- |
* | "Only a live space can be paused." |
*
* @param {Listing_Not_LiveInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const listing_not_live: ((inputs?: Listing_Not_LiveInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Listing_Not_LiveInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Listing_Not_LiveInputs = {};
