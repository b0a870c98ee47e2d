/**
* | output |
* | --- |
* | "{field} must be at most {max} characters" |
*
* @param {Field_Max_CharactersInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const field_max_characters: ((inputs: Field_Max_CharactersInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Field_Max_CharactersInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Field_Max_CharactersInputs = {
    field: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
