/**
* | output |
* | --- |
* | "Refused" |
*
* @param {Listing_Status_RefusedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const listing_status_refused: ((inputs?: Listing_Status_RefusedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Listing_Status_RefusedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Listing_Status_RefusedInputs = {};
