/**
* | output |
* | --- |
* | "Pause" |
*
* @param {Owner_Listings_PauseInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const owner_listings_pause: ((inputs?: Owner_Listings_PauseInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Owner_Listings_PauseInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Owner_Listings_PauseInputs = {};
