/**
* | output |
* | --- |
* | "{field} must be true or false" |
*
* @param {Field_BooleanInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const field_boolean: ((inputs: Field_BooleanInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Field_BooleanInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Field_BooleanInputs = {
    field: NonNullable<unknown>;
};
