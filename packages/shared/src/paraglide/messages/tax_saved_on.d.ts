/**
* | output |
* | --- |
* | "Last changed {day}." |
*
* @param {Tax_Saved_OnInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const tax_saved_on: ((inputs: Tax_Saved_OnInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tax_Saved_OnInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tax_Saved_OnInputs = {
    day: NonNullable<unknown>;
};
