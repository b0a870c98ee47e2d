/**
* | output |
* | --- |
* | "Tax details" |
*
* @param {Archive_Section_TaxInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const archive_section_tax: ((inputs?: Archive_Section_TaxInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Archive_Section_TaxInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Archive_Section_TaxInputs = {};
