/**
* | output |
* | --- |
* | "JPEG, PNG or WebP, up to 10 MB each. The first photo is the cover." |
*
* @param {Photos_HintInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const photos_hint: ((inputs?: Photos_HintInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Photos_HintInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Photos_HintInputs = {};
