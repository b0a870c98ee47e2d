/**
* | output |
* | --- |
* | "Refunds" |
*
* @param {Archive_Section_RefundsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const archive_section_refunds: ((inputs?: Archive_Section_RefundsInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Archive_Section_RefundsInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Archive_Section_RefundsInputs = {};
