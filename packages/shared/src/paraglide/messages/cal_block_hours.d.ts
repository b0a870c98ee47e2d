/**
* | output |
* | --- |
* | "Block hours" |
*
* @param {Cal_Block_HoursInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_block_hours: ((inputs?: Cal_Block_HoursInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cal_Block_HoursInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cal_Block_HoursInputs = {};
