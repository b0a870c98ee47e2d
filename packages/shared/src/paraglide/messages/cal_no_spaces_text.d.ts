/**
* | output |
* | --- |
* | "List a space to manage its calendar here." |
*
* @param {Cal_No_Spaces_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_no_spaces_text: ((inputs?: Cal_No_Spaces_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cal_No_Spaces_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cal_No_Spaces_TextInputs = {};
