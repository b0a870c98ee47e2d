/**
* | output |
* | --- |
* | "Waiting for payment" |
*
* @param {Cal_Legend_WaitingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_legend_waiting: ((inputs?: Cal_Legend_WaitingInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cal_Legend_WaitingInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cal_Legend_WaitingInputs = {};
