/**
* | output |
* | --- |
* | "{field} must be a date and time (ISO 8601)" |
*
* @param {Field_DatetimeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const field_datetime: ((inputs: Field_DatetimeInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Field_DatetimeInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Field_DatetimeInputs = {
    field: NonNullable<unknown>;
};
