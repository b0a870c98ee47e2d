/**
* | output |
* | --- |
* | "Waiting for approval" |
*
* @param {Listing_Status_PendingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const listing_status_pending: ((inputs?: Listing_Status_PendingInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Listing_Status_PendingInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Listing_Status_PendingInputs = {};
