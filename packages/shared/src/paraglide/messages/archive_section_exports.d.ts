/**
* | output |
* | --- |
* | "Your data downloads" |
*
* @param {Archive_Section_ExportsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const archive_section_exports: ((inputs?: Archive_Section_ExportsInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Archive_Section_ExportsInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Archive_Section_ExportsInputs = {};
