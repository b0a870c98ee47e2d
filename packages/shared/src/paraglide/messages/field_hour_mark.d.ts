/**
* | output |
* | --- |
* | "{field} must be a time on the hour or half hour, like 07:00 or 21:30" |
*
* @param {Field_Hour_MarkInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const field_hour_mark: ((inputs: Field_Hour_MarkInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Field_Hour_MarkInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Field_Hour_MarkInputs = {
    field: NonNullable<unknown>;
};
