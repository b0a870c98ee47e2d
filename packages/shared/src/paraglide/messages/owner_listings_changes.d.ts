/**
* | output |
* | --- |
* | "Changes waiting for review" |
*
* @param {Owner_Listings_ChangesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const owner_listings_changes: ((inputs?: Owner_Listings_ChangesInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Owner_Listings_ChangesInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Owner_Listings_ChangesInputs = {};
