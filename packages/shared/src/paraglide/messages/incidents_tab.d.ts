/**
* | output |
* | --- |
* | "Incidents" |
*
* @param {Incidents_TabInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const incidents_tab: ((inputs?: Incidents_TabInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Incidents_TabInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Incidents_TabInputs = {};
