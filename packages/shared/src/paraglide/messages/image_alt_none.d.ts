/**
* | output |
* | --- |
* | "{space} — no photo yet" |
*
* @param {Image_Alt_NoneInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const image_alt_none: ((inputs: Image_Alt_NoneInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Image_Alt_NoneInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Image_Alt_NoneInputs = {
    space: NonNullable<unknown>;
};
