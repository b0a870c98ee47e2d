/**
* | output |
* | --- |
* | "Ask for at most {days} days at a time" |
*
* @param {Field_Availability_DaysInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const field_availability_days: ((inputs: Field_Availability_DaysInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Field_Availability_DaysInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Field_Availability_DaysInputs = {
    days: NonNullable<unknown>;
};
