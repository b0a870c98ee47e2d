/**
* | output |
* | --- |
* | "Enter the KRA PIN as KRA writes it: a letter, nine digits and a letter, like P051234567X." |
*
* @param {Tax_Pin_FormatInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const tax_pin_format: ((inputs?: Tax_Pin_FormatInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tax_Pin_FormatInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tax_Pin_FormatInputs = {};
