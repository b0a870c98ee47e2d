/**
* | output |
* | --- |
* | "Amenities (comma-separated)" |
*
* @param {Admin_Space_AmenitiesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_space_amenities: ((inputs?: Admin_Space_AmenitiesInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Space_AmenitiesInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Space_AmenitiesInputs = {};
