/**
* | output |
* | --- |
* | "Messages to Nafasi (contact form)" |
*
* @param {Archive_Section_ContactInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const archive_section_contact: ((inputs?: Archive_Section_ContactInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Archive_Section_ContactInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Archive_Section_ContactInputs = {};
