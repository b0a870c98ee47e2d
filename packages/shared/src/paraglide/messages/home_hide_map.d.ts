/**
* | output |
* | --- |
* | "Hide map" |
*
* @param {Home_Hide_MapInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const home_hide_map: ((inputs?: Home_Hide_MapInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Hide_MapInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Hide_MapInputs = {};
