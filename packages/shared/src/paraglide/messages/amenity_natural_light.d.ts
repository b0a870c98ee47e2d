/**
* | output |
* | --- |
* | "Natural Light" |
*
* @param {Amenity_Natural_LightInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const amenity_natural_light: ((inputs?: Amenity_Natural_LightInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Amenity_Natural_LightInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Amenity_Natural_LightInputs = {};
