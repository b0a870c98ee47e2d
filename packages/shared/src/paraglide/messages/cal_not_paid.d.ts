/**
* | output |
* | --- |
* | "Not paid" |
*
* @param {Cal_Not_PaidInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_not_paid: ((inputs?: Cal_Not_PaidInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cal_Not_PaidInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cal_Not_PaidInputs = {};
