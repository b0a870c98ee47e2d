/**
* | output |
* | --- |
* | "No incidents in the last 90 days." |
*
* @param {Status_No_IncidentsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const status_no_incidents: ((inputs?: Status_No_IncidentsInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Status_No_IncidentsInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Status_No_IncidentsInputs = {};
