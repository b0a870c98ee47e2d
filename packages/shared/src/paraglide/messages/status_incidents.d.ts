/**
* | output |
* | --- |
* | "Recent incidents" |
*
* @param {Status_IncidentsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const status_incidents: ((inputs?: Status_IncidentsInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Status_IncidentsInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Status_IncidentsInputs = {};
