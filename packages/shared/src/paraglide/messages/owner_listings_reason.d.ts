/**
* | output |
* | --- |
* | "Reason: {reason}" |
*
* @param {Owner_Listings_ReasonInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const owner_listings_reason: ((inputs: Owner_Listings_ReasonInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Owner_Listings_ReasonInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Owner_Listings_ReasonInputs = {
    reason: NonNullable<unknown>;
};
