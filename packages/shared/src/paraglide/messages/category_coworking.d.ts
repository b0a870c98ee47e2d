/**
* | output |
* | --- |
* | "Coworking" |
*
* @param {Category_CoworkingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const category_coworking: ((inputs?: Category_CoworkingInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Category_CoworkingInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Category_CoworkingInputs = {};
