/**
* | output |
* | --- |
* | "Show map" |
*
* @param {Home_Show_MapInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const home_show_map: ((inputs?: Home_Show_MapInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Show_MapInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Show_MapInputs = {};
