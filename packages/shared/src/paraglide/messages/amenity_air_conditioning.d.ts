/**
* | output |
* | --- |
* | "Air Conditioning" |
*
* @param {Amenity_Air_ConditioningInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const amenity_air_conditioning: ((inputs?: Amenity_Air_ConditioningInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Amenity_Air_ConditioningInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Amenity_Air_ConditioningInputs = {};
