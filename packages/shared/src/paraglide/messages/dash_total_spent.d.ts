/**
* | output |
* | --- |
* | "Total Spent" |
*
* @param {Dash_Total_SpentInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const dash_total_spent: ((inputs?: Dash_Total_SpentInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Total_SpentInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Total_SpentInputs = {};
