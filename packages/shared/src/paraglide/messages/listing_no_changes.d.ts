/**
* | output |
* | --- |
* | "This listing has no changes waiting for review." |
*
* @param {Listing_No_ChangesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const listing_no_changes: ((inputs?: Listing_No_ChangesInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Listing_No_ChangesInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Listing_No_ChangesInputs = {};
