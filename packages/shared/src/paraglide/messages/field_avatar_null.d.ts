/**
* | output |
* | --- |
* | "{field} can only be removed (null) here: upload a photo to set one" |
*
* @param {Field_Avatar_NullInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const field_avatar_null: ((inputs: Field_Avatar_NullInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Field_Avatar_NullInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Field_Avatar_NullInputs = {
    field: NonNullable<unknown>;
};
