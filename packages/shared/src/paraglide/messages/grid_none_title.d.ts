/**
* | output |
* | --- |
* | "No spaces found" |
*
* @param {Grid_None_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const grid_none_title: ((inputs?: Grid_None_TitleInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Grid_None_TitleInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Grid_None_TitleInputs = {};
