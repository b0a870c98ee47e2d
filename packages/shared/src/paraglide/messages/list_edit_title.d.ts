/**
* | output |
* | --- |
* | "Edit your space" |
*
* @param {List_Edit_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const list_edit_title: ((inputs?: List_Edit_TitleInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<List_Edit_TitleInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type List_Edit_TitleInputs = {};
