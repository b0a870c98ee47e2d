/**
* | output |
* | --- |
* | "In the map area" |
*
* @param {Filter_Map_AreaInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const filter_map_area: ((inputs?: Filter_Map_AreaInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Filter_Map_AreaInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Filter_Map_AreaInputs = {};
