/**
* | output |
* | --- |
* | "sort=distance needs near (where to measure from)" |
*
* @param {Search_Distance_Without_NearInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const search_distance_without_near: ((inputs?: Search_Distance_Without_NearInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Search_Distance_Without_NearInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Search_Distance_Without_NearInputs = {};
