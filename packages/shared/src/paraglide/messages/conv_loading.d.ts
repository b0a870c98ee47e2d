/**
* | output |
* | --- |
* | "Loading conversations…" |
*
* @param {Conv_LoadingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const conv_loading: ((inputs?: Conv_LoadingInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conv_LoadingInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Conv_LoadingInputs = {};
