/**
* | output |
* | --- |
* | "Keep it" |
*
* @param {Owner_Listings_KeepInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const owner_listings_keep: ((inputs?: Owner_Listings_KeepInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Owner_Listings_KeepInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Owner_Listings_KeepInputs = {};
