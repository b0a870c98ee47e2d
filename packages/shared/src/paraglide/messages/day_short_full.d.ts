/**
* | output |
* | --- |
* | "Full" |
*
* @param {Day_Short_FullInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const day_short_full: ((inputs?: Day_Short_FullInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Day_Short_FullInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Day_Short_FullInputs = {};
