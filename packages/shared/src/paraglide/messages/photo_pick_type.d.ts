/**
* | output |
* | --- |
* | "{name} is not a JPEG, PNG or WebP photo." |
*
* @param {Photo_Pick_TypeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const photo_pick_type: ((inputs: Photo_Pick_TypeInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Photo_Pick_TypeInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Photo_Pick_TypeInputs = {
    name: NonNullable<unknown>;
};
