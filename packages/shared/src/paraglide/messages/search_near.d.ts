/**
* | output |
* | --- |
* | "near must be a latitude and a longitude, like -1.2921,36.8219" |
*
* @param {Search_NearInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const search_near: ((inputs?: Search_NearInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Search_NearInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Search_NearInputs = {};
