/**
* | output |
* | --- |
* | "Subtotal" |
*
* @param {Summary_SubtotalInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const summary_subtotal: ((inputs?: Summary_SubtotalInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Summary_SubtotalInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Summary_SubtotalInputs = {};
