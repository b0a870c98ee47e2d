/**
* | output |
* | --- |
* | "What to block" |
*
* @param {Cal_What_To_BlockInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_what_to_block: ((inputs?: Cal_What_To_BlockInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cal_What_To_BlockInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cal_What_To_BlockInputs = {};
