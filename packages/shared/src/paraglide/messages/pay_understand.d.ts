/**
* | output |
* | --- |
* | "I Understand" |
*
* @param {Pay_UnderstandInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const pay_understand: ((inputs?: Pay_UnderstandInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_UnderstandInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_UnderstandInputs = {};
