/**
* | output |
* | --- |
* | "Corporate Partner" |
*
* @param {Partner_CorporateInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const partner_corporate: ((inputs?: Partner_CorporateInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Partner_CorporateInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Partner_CorporateInputs = {};
