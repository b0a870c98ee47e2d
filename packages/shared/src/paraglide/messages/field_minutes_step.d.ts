/**
* | output |
* | --- |
* | "{field} must be in steps of {step} minutes" |
*
* @param {Field_Minutes_StepInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const field_minutes_step: ((inputs: Field_Minutes_StepInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Field_Minutes_StepInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Field_Minutes_StepInputs = {
    field: NonNullable<unknown>;
    step: NonNullable<unknown>;
};
