/**
* | output |
* | --- |
* | "Our partners" |
*
* @param {Partners_OursInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const partners_ours: ((inputs?: Partners_OursInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Partners_OursInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Partners_OursInputs = {};
