/**
* | output |
* | --- |
* | "{field} must be from {min} to {max} minutes" |
*
* @param {Field_Minutes_RangeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const field_minutes_range: ((inputs: Field_Minutes_RangeInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Field_Minutes_RangeInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Field_Minutes_RangeInputs = {
    field: NonNullable<unknown>;
    min: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
