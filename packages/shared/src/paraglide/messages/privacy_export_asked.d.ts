/**
* | output |
* | --- |
* | "We are preparing your archive. We will e-mail you a link when it is ready." |
*
* @param {Privacy_Export_AskedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const privacy_export_asked: ((inputs?: Privacy_Export_AskedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_Export_AskedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_Export_AskedInputs = {};
