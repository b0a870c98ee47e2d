/**
* | output |
* | --- |
* | "Kitchen" |
*
* @param {Amenity_KitchenInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const amenity_kitchen: ((inputs?: Amenity_KitchenInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Amenity_KitchenInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Amenity_KitchenInputs = {};
