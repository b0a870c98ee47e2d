/**
* | output |
* | --- |
* | "Incidents (90 days)" |
*
* @param {Status_Metric_IncidentsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const status_metric_incidents: ((inputs?: Status_Metric_IncidentsInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Status_Metric_IncidentsInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Status_Metric_IncidentsInputs = {};
