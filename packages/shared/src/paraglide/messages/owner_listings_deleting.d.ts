/**
* | output |
* | --- |
* | "Deleting..." |
*
* @param {Owner_Listings_DeletingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const owner_listings_deleting: ((inputs?: Owner_Listings_DeletingInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Owner_Listings_DeletingInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Owner_Listings_DeletingInputs = {};
