/**
* | output |
* | --- |
* | "Found by the service's own checks, and closed by them when it was working again." |
*
* @param {Status_Incident_Monitor_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const status_incident_monitor_text: ((inputs?: Status_Incident_Monitor_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Status_Incident_Monitor_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Status_Incident_Monitor_TextInputs = {};
