/**
* | output |
* | --- |
* | "to must not be before from" |
*
* @param {Field_To_Before_FromInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const field_to_before_from: ((inputs?: Field_To_Before_FromInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Field_To_Before_FromInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Field_To_Before_FromInputs = {};
