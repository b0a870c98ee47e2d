/**
* | output |
* | --- |
* | "Built on trust" |
*
* @param {Features_TrustInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const features_trust: ((inputs?: Features_TrustInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Features_TrustInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Features_TrustInputs = {};
