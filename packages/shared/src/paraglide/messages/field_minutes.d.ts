/**
* | output |
* | --- |
* | "{field} must be a number of minutes" |
*
* @param {Field_MinutesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const field_minutes: ((inputs: Field_MinutesInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Field_MinutesInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Field_MinutesInputs = {
    field: NonNullable<unknown>;
};
