/**
* | output |
* | --- |
* | "Instant book available" |
*
* @param {Space_Instant_BookInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const space_instant_book: ((inputs?: Space_Instant_BookInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Space_Instant_BookInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Space_Instant_BookInputs = {};
