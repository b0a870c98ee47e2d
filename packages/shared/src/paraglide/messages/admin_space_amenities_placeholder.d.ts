/**
* | output |
* | --- |
* | "WiFi, Projector, Coffee Machine, Parking" |
*
* @param {Admin_Space_Amenities_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_space_amenities_placeholder: ((inputs?: Admin_Space_Amenities_PlaceholderInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Space_Amenities_PlaceholderInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Space_Amenities_PlaceholderInputs = {};
