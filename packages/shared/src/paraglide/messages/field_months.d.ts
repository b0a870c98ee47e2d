/**
* | output |
* | --- |
* | "{field} must be a number of months" |
*
* @param {Field_MonthsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const field_months: ((inputs: Field_MonthsInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Field_MonthsInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Field_MonthsInputs = {
    field: NonNullable<unknown>;
};
