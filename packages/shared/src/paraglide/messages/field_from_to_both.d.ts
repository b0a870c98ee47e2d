/**
* | output |
* | --- |
* | "Give both from and to, or neither" |
*
* @param {Field_From_To_BothInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const field_from_to_both: ((inputs?: Field_From_To_BothInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Field_From_To_BothInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Field_From_To_BothInputs = {};
