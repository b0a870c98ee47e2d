/**
* | output |
* | --- |
* | "{field} has at most two decimals (cents)" |
*
* @param {Field_CentsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const field_cents: ((inputs: Field_CentsInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Field_CentsInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Field_CentsInputs = {
    field: NonNullable<unknown>;
};
