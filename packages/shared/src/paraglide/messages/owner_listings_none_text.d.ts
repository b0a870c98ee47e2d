/**
* | output |
* | --- |
* | "List a meeting room, studio, hall or desk, and guests can book it by the hour." |
*
* @param {Owner_Listings_None_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const owner_listings_none_text: ((inputs?: Owner_Listings_None_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Owner_Listings_None_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Owner_Listings_None_TextInputs = {};
