/**
* | output |
* | --- |
* | "Free up to {hours} h before" |
*
* @param {Space_Cancellation_ValueInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const space_cancellation_value: ((inputs: Space_Cancellation_ValueInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Space_Cancellation_ValueInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Space_Cancellation_ValueInputs = {
    hours: NonNullable<unknown>;
};
