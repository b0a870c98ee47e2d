/**
* | output |
* | --- |
* | "Office" |
*
* @param {Category_OfficeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const category_office: ((inputs?: Category_OfficeInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Category_OfficeInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Category_OfficeInputs = {};
