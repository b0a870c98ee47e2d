/**
* | output |
* | --- |
* | "No VAT: Nafasi is not VAT-registered" |
*
* @param {Tax_None_NafasiInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const tax_none_nafasi: ((inputs?: Tax_None_NafasiInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tax_None_NafasiInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tax_None_NafasiInputs = {};
