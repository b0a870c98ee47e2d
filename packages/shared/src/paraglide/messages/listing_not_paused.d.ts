/**
* | output |
* | --- |
* | "This space is not paused." |
*
* @param {Listing_Not_PausedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const listing_not_paused: ((inputs?: Listing_Not_PausedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Listing_Not_PausedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Listing_Not_PausedInputs = {};
