/**
* | output |
* | --- |
* | "{field} must be a message id" |
*
* @param {Field_Message_IdInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const field_message_id: ((inputs: Field_Message_IdInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Field_Message_IdInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Field_Message_IdInputs = {
    field: NonNullable<unknown>;
};
