/**
* | output |
* | --- |
* | "{field} must be a list" |
*
* @param {Field_ListInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const field_list: ((inputs: Field_ListInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Field_ListInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Field_ListInputs = {
    field: NonNullable<unknown>;
};
