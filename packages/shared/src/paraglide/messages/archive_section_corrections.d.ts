/**
* | output |
* | --- |
* | "Your correction requests" |
*
* @param {Archive_Section_CorrectionsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const archive_section_corrections: ((inputs?: Archive_Section_CorrectionsInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Archive_Section_CorrectionsInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Archive_Section_CorrectionsInputs = {};
