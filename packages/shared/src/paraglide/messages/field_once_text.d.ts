/**
* | output |
* | --- |
* | "{field} must be given once, as text" |
*
* @param {Field_Once_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const field_once_text: ((inputs: Field_Once_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Field_Once_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Field_Once_TextInputs = {
    field: NonNullable<unknown>;
};
