/**
* | output |
* | --- |
* | "Leave empty to block this day only." |
*
* @param {Cal_Until_HintInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_until_hint: ((inputs?: Cal_Until_HintInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cal_Until_HintInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cal_Until_HintInputs = {};
