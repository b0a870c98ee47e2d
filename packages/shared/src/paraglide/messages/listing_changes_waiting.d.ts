/**
* | output |
* | --- |
* | "Your changes are saved and wait for review: the listing shows its approved version until then." |
*
* @param {Listing_Changes_WaitingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const listing_changes_waiting: ((inputs?: Listing_Changes_WaitingInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Listing_Changes_WaitingInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Listing_Changes_WaitingInputs = {};
