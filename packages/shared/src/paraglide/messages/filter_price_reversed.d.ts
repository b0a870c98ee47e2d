/**
* | output |
* | --- |
* | "The maximum price must not be less than the minimum." |
*
* @param {Filter_Price_ReversedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const filter_price_reversed: ((inputs?: Filter_Price_ReversedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Filter_Price_ReversedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Filter_Price_ReversedInputs = {};
