/**
* | output |
* | --- |
* | "Not yet" |
*
* @param {Day_Short_HorizonInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const day_short_horizon: ((inputs?: Day_Short_HorizonInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Day_Short_HorizonInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Day_Short_HorizonInputs = {};
