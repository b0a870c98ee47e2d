/**
* | output |
* | --- |
* | "{field} must be a whole number of months" |
*
* @param {Field_Whole_MonthsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const field_whole_months: ((inputs: Field_Whole_MonthsInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Field_Whole_MonthsInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Field_Whole_MonthsInputs = {
    field: NonNullable<unknown>;
};
