/**
* | output |
* | --- |
* | "Sold by Nafasi." |
*
* @param {Tax_Sold_By_NafasiInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const tax_sold_by_nafasi: ((inputs?: Tax_Sold_By_NafasiInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tax_Sold_By_NafasiInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tax_Sold_By_NafasiInputs = {};
