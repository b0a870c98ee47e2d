/**
* | output |
* | --- |
* | "Ongoing" |
*
* @param {Status_Incident_OngoingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const status_incident_ongoing: ((inputs?: Status_Incident_OngoingInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Status_Incident_OngoingInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Status_Incident_OngoingInputs = {};
