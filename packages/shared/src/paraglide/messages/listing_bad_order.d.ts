/**
* | output |
* | --- |
* | "List every photo of the space exactly once to reorder them." |
*
* @param {Listing_Bad_OrderInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const listing_bad_order: ((inputs?: Listing_Bad_OrderInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Listing_Bad_OrderInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Listing_Bad_OrderInputs = {};
