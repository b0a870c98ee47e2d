/**
* | output |
* | --- |
* | "Failed to delete space. Please try again." |
*
* @param {Listing_Delete_FailedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const listing_delete_failed: ((inputs?: Listing_Delete_FailedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Listing_Delete_FailedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Listing_Delete_FailedInputs = {};
