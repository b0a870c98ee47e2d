/**
* | output |
* | --- |
* | "Still need help?" |
*
* @param {Help_StillInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const help_still: ((inputs?: Help_StillInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Help_StillInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Help_StillInputs = {};
