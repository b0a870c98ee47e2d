/**
* | output |
* | --- |
* | "{field} must be the base64url SHA-256 of the tab secret" |
*
* @param {Field_BindingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const field_binding: ((inputs: Field_BindingInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Field_BindingInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Field_BindingInputs = {
    field: NonNullable<unknown>;
};
