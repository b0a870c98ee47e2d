/**
* | output |
* | --- |
* | "A day has at most {max} opening ranges" |
*
* @param {Field_Day_Ranges_MaxInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const field_day_ranges_max: ((inputs: Field_Day_Ranges_MaxInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Field_Day_Ranges_MaxInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Field_Day_Ranges_MaxInputs = {
    max: NonNullable<unknown>;
};
