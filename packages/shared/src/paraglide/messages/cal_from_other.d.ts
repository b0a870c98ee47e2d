/**
* | output |
* | --- |
* | "From your other calendar" |
*
* @param {Cal_From_OtherInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_from_other: ((inputs?: Cal_From_OtherInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cal_From_OtherInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cal_From_OtherInputs = {};
