/**
* | output |
* | --- |
* | "Price: low to high" |
*
* @param {Sort_Price_AscInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const sort_price_asc: ((inputs?: Sort_Price_AscInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sort_Price_AscInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sort_Price_AscInputs = {};
