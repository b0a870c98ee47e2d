/**
* | output |
* | --- |
* | "Max KSH/hr" |
*
* @param {Filter_Max_PriceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const filter_max_price: ((inputs?: Filter_Max_PriceInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Filter_Max_PriceInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Filter_Max_PriceInputs = {};
