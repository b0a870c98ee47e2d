/**
* | output |
* | --- |
* | "Paused" |
*
* @param {Listing_Status_PausedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const listing_status_paused: ((inputs?: Listing_Status_PausedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Listing_Status_PausedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Listing_Status_PausedInputs = {};
