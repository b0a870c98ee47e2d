/**
* | output |
* | --- |
* | "Request" |
*
* @param {Cal_Legend_RequestInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_legend_request: ((inputs?: Cal_Legend_RequestInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cal_Legend_RequestInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cal_Legend_RequestInputs = {};
