/**
* | output |
* | --- |
* | "That photo is larger than 10 MB. Choose a smaller one." |
*
* @param {Photo_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const photo_too_large: ((inputs?: Photo_Too_LargeInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Photo_Too_LargeInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Photo_Too_LargeInputs = {};
