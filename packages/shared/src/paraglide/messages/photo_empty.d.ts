/**
* | output |
* | --- |
* | "That file is empty. Choose a photo to upload." |
*
* @param {Photo_EmptyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const photo_empty: ((inputs?: Photo_EmptyInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Photo_EmptyInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Photo_EmptyInputs = {};
