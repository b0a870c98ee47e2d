/**
* | output |
* | --- |
* | "Wheelchair Accessible" |
*
* @param {Amenity_Wheelchair_AccessibleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const amenity_wheelchair_accessible: ((inputs?: Amenity_Wheelchair_AccessibleInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Amenity_Wheelchair_AccessibleInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Amenity_Wheelchair_AccessibleInputs = {};
