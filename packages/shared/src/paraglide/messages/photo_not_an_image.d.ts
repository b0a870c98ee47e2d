/**
* | output |
* | --- |
* | "That file is not a photo we can read. Upload a JPEG, PNG or WebP image." |
*
* @param {Photo_Not_An_ImageInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const photo_not_an_image: ((inputs?: Photo_Not_An_ImageInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Photo_Not_An_ImageInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Photo_Not_An_ImageInputs = {};
