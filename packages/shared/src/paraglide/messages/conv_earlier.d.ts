/**
* | output |
* | --- |
* | "Show earlier messages" |
*
* @param {Conv_EarlierInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const conv_earlier: ((inputs?: Conv_EarlierInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conv_EarlierInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Conv_EarlierInputs = {};
