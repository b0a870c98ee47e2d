/**
* | output |
* | --- |
* | "The request contains text that is not valid Unicode." |
*
* @param {Api_Bad_UnicodeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const api_bad_unicode: ((inputs?: Api_Bad_UnicodeInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Bad_UnicodeInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Bad_UnicodeInputs = {};
