/**
* | output |
* | --- |
* | "No reviews yet. Guests can review a space after their booking." |
*
* @param {Reviews_NoneInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const reviews_none: ((inputs?: Reviews_NoneInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviews_NoneInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviews_NoneInputs = {};
