/**
* | output |
* | --- |
* | "Delete space" |
*
* @param {Owner_Listings_Delete_SpaceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const owner_listings_delete_space: ((inputs?: Owner_Listings_Delete_SpaceInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Owner_Listings_Delete_SpaceInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Owner_Listings_Delete_SpaceInputs = {};
