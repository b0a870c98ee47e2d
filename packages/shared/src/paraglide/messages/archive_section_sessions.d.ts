/**
* | output |
* | --- |
* | "Sign-ins (devices)" |
*
* @param {Archive_Section_SessionsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const archive_section_sessions: ((inputs?: Archive_Section_SessionsInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Archive_Section_SessionsInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Archive_Section_SessionsInputs = {};
