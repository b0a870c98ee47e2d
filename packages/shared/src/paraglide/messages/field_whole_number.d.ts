/**
* | output |
* | --- |
* | "{field} must be a whole number" |
*
* @param {Field_Whole_NumberInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const field_whole_number: ((inputs: Field_Whole_NumberInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Field_Whole_NumberInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Field_Whole_NumberInputs = {
    field: NonNullable<unknown>;
};
