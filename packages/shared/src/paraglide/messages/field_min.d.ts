/**
* | output |
* | --- |
* | "{field} must be at least {min}" |
*
* @param {Field_MinInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const field_min: ((inputs: Field_MinInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Field_MinInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Field_MinInputs = {
    field: NonNullable<unknown>;
    min: NonNullable<unknown>;
};
