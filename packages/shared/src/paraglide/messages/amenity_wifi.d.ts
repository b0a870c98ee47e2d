/**
* | output |
* | --- |
* | "WiFi" |
*
* @param {Amenity_WifiInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const amenity_wifi: ((inputs?: Amenity_WifiInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Amenity_WifiInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Amenity_WifiInputs = {};
