/**
* | output |
* | --- |
* | "A space can have at most {max} photos." |
*
* @param {Photo_Pick_MaxInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const photo_pick_max: ((inputs: Photo_Pick_MaxInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Photo_Pick_MaxInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Photo_Pick_MaxInputs = {
    max: NonNullable<unknown>;
};
