/**
* | output |
* | --- |
* | "Ask a host about their space with Contact host on its page; their answers show here." |
*
* @param {Conv_None_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const conv_none_text: ((inputs?: Conv_None_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conv_None_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Conv_None_TextInputs = {};
