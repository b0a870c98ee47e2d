/**
* | output |
* | --- |
* | "Own a space? Listing is free on every plan." |
*
* @param {Pricing_CtaInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const pricing_cta: ((inputs?: Pricing_CtaInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_CtaInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_CtaInputs = {};
