/**
* | output |
* | --- |
* | "Coffee Machine" |
*
* @param {Amenity_CoffeeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const amenity_coffee: ((inputs?: Amenity_CoffeeInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Amenity_CoffeeInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Amenity_CoffeeInputs = {};
