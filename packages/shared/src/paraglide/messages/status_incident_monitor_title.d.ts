/**
* | output |
* | --- |
* | "{service}: {status}" |
*
* @param {Status_Incident_Monitor_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const status_incident_monitor_title: ((inputs: Status_Incident_Monitor_TitleInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Status_Incident_Monitor_TitleInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Status_Incident_Monitor_TitleInputs = {
    service: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
