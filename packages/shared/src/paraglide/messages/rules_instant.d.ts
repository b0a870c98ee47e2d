/**
* | output |
* | --- |
* | "Instant book" |
*
* @param {Rules_InstantInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const rules_instant: ((inputs?: Rules_InstantInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rules_InstantInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rules_InstantInputs = {};
