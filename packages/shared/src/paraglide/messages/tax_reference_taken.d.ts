/**
* | output |
* | --- |
* | "That KRA payment reference is already recorded." |
*
* @param {Tax_Reference_TakenInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const tax_reference_taken: ((inputs?: Tax_Reference_TakenInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tax_Reference_TakenInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tax_Reference_TakenInputs = {};
