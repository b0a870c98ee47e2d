/**
* | output |
* | --- |
* | "{field} must be one of {values}" |
*
* @param {Field_One_OfInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const field_one_of: ((inputs: Field_One_OfInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Field_One_OfInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Field_One_OfInputs = {
    field: NonNullable<unknown>;
    values: NonNullable<unknown>;
};
