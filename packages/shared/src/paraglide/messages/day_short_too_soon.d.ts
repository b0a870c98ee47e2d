/**
* | output |
* | --- |
* | "Too soon" |
*
* @param {Day_Short_Too_SoonInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const day_short_too_soon: ((inputs?: Day_Short_Too_SoonInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Day_Short_Too_SoonInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Day_Short_Too_SoonInputs = {};
