/**
* | output |
* | --- |
* | "Exhibition Space" |
*
* @param {Category_Exhibition_SpaceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const category_exhibition_space: ((inputs?: Category_Exhibition_SpaceInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Category_Exhibition_SpaceInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Category_Exhibition_SpaceInputs = {};
