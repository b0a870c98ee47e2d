/**
* | output |
* | --- |
* | "{field} must not be negative" |
*
* @param {Listing_Rate_NegativeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const listing_rate_negative: ((inputs: Listing_Rate_NegativeInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Listing_Rate_NegativeInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Listing_Rate_NegativeInputs = {
    field: NonNullable<unknown>;
};
