/**
* | output |
* | --- |
* | "Your archive is already being prepared: we will e-mail you when it is ready." |
*
* @param {Privacy_Export_BusyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const privacy_export_busy: ((inputs?: Privacy_Export_BusyInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_Export_BusyInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_Export_BusyInputs = {};
