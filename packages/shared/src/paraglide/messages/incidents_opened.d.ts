/**
* | output |
* | --- |
* | "The incident is on the status page." |
*
* @param {Incidents_OpenedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const incidents_opened: ((inputs?: Incidents_OpenedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Incidents_OpenedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Incidents_OpenedInputs = {};
