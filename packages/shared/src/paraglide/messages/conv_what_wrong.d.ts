/**
* | output |
* | --- |
* | "What is wrong?" |
*
* @param {Conv_What_WrongInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const conv_what_wrong: ((inputs?: Conv_What_WrongInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conv_What_WrongInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Conv_What_WrongInputs = {};
