/**
* | output |
* | --- |
* | "Failed to add space: {why} Nothing was added." |
*
* @param {Listing_Add_Failed_BecauseInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const listing_add_failed_because: ((inputs: Listing_Add_Failed_BecauseInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Listing_Add_Failed_BecauseInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Listing_Add_Failed_BecauseInputs = {
    why: NonNullable<unknown>;
};
