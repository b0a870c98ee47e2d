/**
* | output |
* | --- |
* | "What Nafasi's admins did about you" |
*
* @param {Archive_Section_AuditInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const archive_section_audit: ((inputs?: Archive_Section_AuditInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Archive_Section_AuditInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Archive_Section_AuditInputs = {};
