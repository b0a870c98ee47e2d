/**
* | output |
* | --- |
* | "blocked" |
*
* @param {Cal_Blocked_LowerInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_blocked_lower: ((inputs?: Cal_Blocked_LowerInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cal_Blocked_LowerInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cal_Blocked_LowerInputs = {};
