/**
* | output |
* | --- |
* | "Trusted across Kenya" |
*
* @param {Pricing_TrustedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const pricing_trusted: ((inputs?: Pricing_TrustedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_TrustedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_TrustedInputs = {};
