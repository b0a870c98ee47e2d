/**
* | output |
* | --- |
* | "{space} — photo {n}" |
*
* @param {Image_Alt_NthInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const image_alt_nth: ((inputs: Image_Alt_NthInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Image_Alt_NthInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Image_Alt_NthInputs = {
    space: NonNullable<unknown>;
    n: NonNullable<unknown>;
};
