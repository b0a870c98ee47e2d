/**
* | output |
* | --- |
* | "Status of {title}" |
*
* @param {Incidents_Status_OfInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const incidents_status_of: ((inputs: Incidents_Status_OfInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Incidents_Status_OfInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Incidents_Status_OfInputs = {
    title: NonNullable<unknown>;
};
