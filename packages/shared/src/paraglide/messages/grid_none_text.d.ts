/**
* | output |
* | --- |
* | "Try another search, a wider price range or a different category." |
*
* @param {Grid_None_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const grid_none_text: ((inputs?: Grid_None_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Grid_None_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Grid_None_TextInputs = {};
