/**
* | output |
* | --- |
* | "What you agreed to, and when (consents)" |
*
* @param {Archive_Section_ConsentsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const archive_section_consents: ((inputs?: Archive_Section_ConsentsInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Archive_Section_ConsentsInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Archive_Section_ConsentsInputs = {};
