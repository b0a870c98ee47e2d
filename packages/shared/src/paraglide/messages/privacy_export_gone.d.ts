/**
* | output |
* | --- |
* | "This download link has been used or has run out. Ask for a new archive in Settings → Privacy." |
*
* @param {Privacy_Export_GoneInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const privacy_export_gone: ((inputs?: Privacy_Export_GoneInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_Export_GoneInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_Export_GoneInputs = {};
