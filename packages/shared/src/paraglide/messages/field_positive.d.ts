/**
* | output |
* | --- |
* | "{field} must be more than 0" |
*
* @param {Field_PositiveInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const field_positive: ((inputs: Field_PositiveInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Field_PositiveInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Field_PositiveInputs = {
    field: NonNullable<unknown>;
};
