/**
* | output |
* | --- |
* | "It shows on the status page at once, in your words, until you resolve it." |
*
* @param {Incidents_New_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const incidents_new_text: ((inputs?: Incidents_New_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Incidents_New_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Incidents_New_TextInputs = {};
