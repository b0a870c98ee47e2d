/**
* | output |
* | --- |
* | "Newsletter" |
*
* @param {Archive_Section_NewsletterInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const archive_section_newsletter: ((inputs?: Archive_Section_NewsletterInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Archive_Section_NewsletterInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Archive_Section_NewsletterInputs = {};
