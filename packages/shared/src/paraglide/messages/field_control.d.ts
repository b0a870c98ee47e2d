/**
* | output |
* | --- |
* | "{field} contains characters that are not allowed" |
*
* @param {Field_ControlInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const field_control: ((inputs: Field_ControlInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Field_ControlInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Field_ControlInputs = {
    field: NonNullable<unknown>;
};
