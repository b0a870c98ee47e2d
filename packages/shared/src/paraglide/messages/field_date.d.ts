/**
* | output |
* | --- |
* | "{field} must be a date written YYYY-MM-DD" |
*
* @param {Field_DateInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const field_date: ((inputs: Field_DateInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Field_DateInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Field_DateInputs = {
    field: NonNullable<unknown>;
};
