/**
* | output |
* | --- |
* | "This incident is resolved already; open a new one if the problem is back." |
*
* @param {Incident_Already_ResolvedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const incident_already_resolved: ((inputs?: Incident_Already_ResolvedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Incident_Already_ResolvedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Incident_Already_ResolvedInputs = {};
