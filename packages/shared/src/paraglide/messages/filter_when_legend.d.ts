/**
* | output |
* | --- |
* | "When and how many" |
*
* @param {Filter_When_LegendInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const filter_when_legend: ((inputs?: Filter_When_LegendInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Filter_When_LegendInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Filter_When_LegendInputs = {};
