/**
* | output |
* | --- |
* | "Most popular" |
*
* @param {Pricing_PopularInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const pricing_popular: ((inputs?: Pricing_PopularInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_PopularInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_PopularInputs = {};
