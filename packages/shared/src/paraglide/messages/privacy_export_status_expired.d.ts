/**
* | output |
* | --- |
* | "Its link ran out unused" |
*
* @param {Privacy_Export_Status_ExpiredInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const privacy_export_status_expired: ((inputs?: Privacy_Export_Status_ExpiredInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_Export_Status_ExpiredInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_Export_Status_ExpiredInputs = {};
