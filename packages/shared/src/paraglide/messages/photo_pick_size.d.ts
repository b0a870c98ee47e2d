/**
* | output |
* | --- |
* | "{name} is larger than 10 MB." |
*
* @param {Photo_Pick_SizeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const photo_pick_size: ((inputs: Photo_Pick_SizeInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Photo_Pick_SizeInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Photo_Pick_SizeInputs = {
    name: NonNullable<unknown>;
};
