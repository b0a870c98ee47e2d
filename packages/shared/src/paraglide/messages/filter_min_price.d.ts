/**
* | output |
* | --- |
* | "Min KSH/hr" |
*
* @param {Filter_Min_PriceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const filter_min_price: ((inputs?: Filter_Min_PriceInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Filter_Min_PriceInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Filter_Min_PriceInputs = {};
