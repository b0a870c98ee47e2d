/**
* | output |
* | --- |
* | "Profile" |
*
* @param {Archive_Section_ProfileInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const archive_section_profile: ((inputs?: Archive_Section_ProfileInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Archive_Section_ProfileInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Archive_Section_ProfileInputs = {};
