/**
* | output |
* | --- |
* | "radius needs near (where to measure from)" |
*
* @param {Search_Radius_Without_NearInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const search_radius_without_near: ((inputs?: Search_Radius_Without_NearInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Search_Radius_Without_NearInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Search_Radius_Without_NearInputs = {};
