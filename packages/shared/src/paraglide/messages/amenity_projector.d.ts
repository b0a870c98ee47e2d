/**
* | output |
* | --- |
* | "Projector" |
*
* @param {Amenity_ProjectorInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const amenity_projector: ((inputs?: Amenity_ProjectorInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Amenity_ProjectorInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Amenity_ProjectorInputs = {};
