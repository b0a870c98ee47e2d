/**
* | output |
* | --- |
* | "List Your Space" |
*
* @param {Marketing_List_SpaceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const marketing_list_space: ((inputs?: Marketing_List_SpaceInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Marketing_List_SpaceInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Marketing_List_SpaceInputs = {};
