/**
* | output |
* | --- |
* | "Sound System" |
*
* @param {Amenity_Sound_SystemInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const amenity_sound_system: ((inputs?: Amenity_Sound_SystemInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Amenity_Sound_SystemInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Amenity_Sound_SystemInputs = {};
