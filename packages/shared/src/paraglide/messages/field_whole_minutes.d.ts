/**
* | output |
* | --- |
* | "{field} must be a whole number of minutes" |
*
* @param {Field_Whole_MinutesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const field_whole_minutes: ((inputs: Field_Whole_MinutesInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Field_Whole_MinutesInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Field_Whole_MinutesInputs = {
    field: NonNullable<unknown>;
};
