/**
* | output |
* | --- |
* | "Phone Booth" |
*
* @param {Amenity_Phone_BoothInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const amenity_phone_booth: ((inputs?: Amenity_Phone_BoothInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Amenity_Phone_BoothInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Amenity_Phone_BoothInputs = {};
