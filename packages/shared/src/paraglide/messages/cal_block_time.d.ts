/**
* | output |
* | --- |
* | "Block time" |
*
* @param {Cal_Block_TimeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_block_time: ((inputs?: Cal_Block_TimeInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cal_Block_TimeInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cal_Block_TimeInputs = {};
