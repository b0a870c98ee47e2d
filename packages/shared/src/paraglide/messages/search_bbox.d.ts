/**
* | output |
* | --- |
* | "bbox must be four numbers, minLng,minLat,maxLng,maxLat, with the minimums below the maximums" |
*
* @param {Search_BboxInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const search_bbox: ((inputs?: Search_BboxInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Search_BboxInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Search_BboxInputs = {};
