/**
* | output |
* | --- |
* | "Nothing booked or blocked." |
*
* @param {Cal_NothingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_nothing: ((inputs?: Cal_NothingInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cal_NothingInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cal_NothingInputs = {};
