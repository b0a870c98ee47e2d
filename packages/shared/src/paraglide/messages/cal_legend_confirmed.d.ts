/**
* | output |
* | --- |
* | "Confirmed" |
*
* @param {Cal_Legend_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_legend_confirmed: ((inputs?: Cal_Legend_ConfirmedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cal_Legend_ConfirmedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cal_Legend_ConfirmedInputs = {};
