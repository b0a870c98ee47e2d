/**
* | output |
* | --- |
* | "Nafasi" |
*
* @param {Etims_Seller_NafasiInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const etims_seller_nafasi: ((inputs?: Etims_Seller_NafasiInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Etims_Seller_NafasiInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Etims_Seller_NafasiInputs = {};
