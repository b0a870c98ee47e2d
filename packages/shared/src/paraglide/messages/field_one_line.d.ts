/**
* | output |
* | --- |
* | "{field} must be on one line" |
*
* @param {Field_One_LineInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const field_one_line: ((inputs: Field_One_LineInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Field_One_LineInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Field_One_LineInputs = {
    field: NonNullable<unknown>;
};
