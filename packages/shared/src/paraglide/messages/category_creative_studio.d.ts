/**
* | output |
* | --- |
* | "Creative Studio" |
*
* @param {Category_Creative_StudioInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const category_creative_studio: ((inputs?: Category_Creative_StudioInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Category_Creative_StudioInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Category_Creative_StudioInputs = {};
