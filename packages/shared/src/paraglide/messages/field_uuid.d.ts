/**
* | output |
* | --- |
* | "{field} must be a valid id (a UUID)" |
*
* @param {Field_UuidInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const field_uuid: ((inputs: Field_UuidInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Field_UuidInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Field_UuidInputs = {
    field: NonNullable<unknown>;
};
