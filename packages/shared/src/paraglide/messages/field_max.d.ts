/**
* | output |
* | --- |
* | "{field} must be at most {max}" |
*
* @param {Field_MaxInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const field_max: ((inputs: Field_MaxInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Field_MaxInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Field_MaxInputs = {
    field: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
