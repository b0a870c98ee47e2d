/**
* | output |
* | --- |
* | "Select a category" |
*
* @param {Form_Select_CategoryInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const form_select_category: ((inputs?: Form_Select_CategoryInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Select_CategoryInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Form_Select_CategoryInputs = {};
