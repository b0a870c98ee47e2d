/**
* | output |
* | --- |
* | "{field} must be a time written HH:mm" |
*
* @param {Field_TimeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const field_time: ((inputs: Field_TimeInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Field_TimeInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Field_TimeInputs = {
    field: NonNullable<unknown>;
};
