/**
* | output |
* | --- |
* | "The incident is resolved." |
*
* @param {Incidents_Resolved_ToastInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const incidents_resolved_toast: ((inputs?: Incidents_Resolved_ToastInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Incidents_Resolved_ToastInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Incidents_Resolved_ToastInputs = {};
