/**
* | output |
* | --- |
* | "A day is a list of opening ranges" |
*
* @param {Field_Day_ListInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const field_day_list: ((inputs?: Field_Day_ListInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Field_Day_ListInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Field_Day_ListInputs = {};
