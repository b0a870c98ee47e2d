/**
* | output |
* | --- |
* | "Could not be prepared: ask again" |
*
* @param {Privacy_Export_Status_FailedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const privacy_export_status_failed: ((inputs?: Privacy_Export_Status_FailedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_Export_Status_FailedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_Export_Status_FailedInputs = {};
