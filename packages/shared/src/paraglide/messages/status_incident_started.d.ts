/**
* | output |
* | --- |
* | "Started {at}" |
*
* @param {Status_Incident_StartedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const status_incident_started: ((inputs: Status_Incident_StartedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Status_Incident_StartedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Status_Incident_StartedInputs = {
    at: NonNullable<unknown>;
};
