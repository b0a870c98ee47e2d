/**
* | output |
* | --- |
* | "Space listed successfully! It will be available after admin approval." |
*
* @param {Listing_ListedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const listing_listed: ((inputs?: Listing_ListedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Listing_ListedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Listing_ListedInputs = {};
