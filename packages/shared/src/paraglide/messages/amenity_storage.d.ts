/**
* | output |
* | --- |
* | "Storage" |
*
* @param {Amenity_StorageInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const amenity_storage: ((inputs?: Amenity_StorageInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Amenity_StorageInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Amenity_StorageInputs = {};
