/**
* | output |
* | --- |
* | "Plans" |
*
* @param {Pricing_PlansInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const pricing_plans: ((inputs?: Pricing_PlansInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_PlansInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_PlansInputs = {};
