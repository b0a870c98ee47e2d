/**
* | output |
* | --- |
* | "The incident is updated on the status page." |
*
* @param {Incidents_UpdatedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const incidents_updated: ((inputs?: Incidents_UpdatedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Incidents_UpdatedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Incidents_UpdatedInputs = {};
