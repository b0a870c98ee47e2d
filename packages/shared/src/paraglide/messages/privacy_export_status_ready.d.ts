/**
* | output |
* | --- |
* | "Ready: the link we e-mailed works until {when}" |
*
* @param {Privacy_Export_Status_ReadyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const privacy_export_status_ready: ((inputs: Privacy_Export_Status_ReadyInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_Export_Status_ReadyInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_Export_Status_ReadyInputs = {
    when: NonNullable<unknown>;
};
