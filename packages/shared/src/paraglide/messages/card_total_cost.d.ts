/**
* | output |
* | --- |
* | "Total cost" |
*
* @param {Card_Total_CostInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const card_total_cost: ((inputs?: Card_Total_CostInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Card_Total_CostInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Card_Total_CostInputs = {};
