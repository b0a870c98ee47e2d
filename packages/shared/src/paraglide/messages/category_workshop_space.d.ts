/**
* | output |
* | --- |
* | "Workshop Space" |
*
* @param {Category_Workshop_SpaceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const category_workshop_space: ((inputs?: Category_Workshop_SpaceInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Category_Workshop_SpaceInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Category_Workshop_SpaceInputs = {};
