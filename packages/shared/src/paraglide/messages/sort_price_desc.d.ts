/**
* | output |
* | --- |
* | "Price: high to low" |
*
* @param {Sort_Price_DescInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const sort_price_desc: ((inputs?: Sort_Price_DescInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sort_Price_DescInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sort_Price_DescInputs = {};
