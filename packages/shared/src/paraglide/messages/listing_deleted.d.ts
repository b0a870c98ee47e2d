/**
* | output |
* | --- |
* | "Space deleted successfully!" |
*
* @param {Listing_DeletedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const listing_deleted: ((inputs?: Listing_DeletedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Listing_DeletedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Listing_DeletedInputs = {};
