/**
* | output |
* | --- |
* | "What we believe" |
*
* @param {About_BelieveInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const about_believe: ((inputs?: About_BelieveInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_BelieveInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type About_BelieveInputs = {};
