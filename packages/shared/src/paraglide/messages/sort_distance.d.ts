/**
* | output |
* | --- |
* | "Nearest" |
*
* @param {Sort_DistanceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const sort_distance: ((inputs?: Sort_DistanceInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sort_DistanceInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sort_DistanceInputs = {};
