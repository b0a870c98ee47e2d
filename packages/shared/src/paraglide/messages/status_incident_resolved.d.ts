/**
* | output |
* | --- |
* | "Resolved {at}" |
*
* @param {Status_Incident_ResolvedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const status_incident_resolved: ((inputs: Status_Incident_ResolvedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Status_Incident_ResolvedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Status_Incident_ResolvedInputs = {
    at: NonNullable<unknown>;
};
