/**
* | output |
* | --- |
* | "Capacity" |
*
* @param {Space_CapacityInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const space_capacity: ((inputs?: Space_CapacityInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Space_CapacityInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Space_CapacityInputs = {};
