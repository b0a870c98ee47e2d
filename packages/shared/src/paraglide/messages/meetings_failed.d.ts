/**
* | output |
* | --- |
* | "Meetings could not be loaded" |
*
* @param {Meetings_FailedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meetings_failed: ((inputs?: Meetings_FailedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Meetings_FailedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Meetings_FailedInputs = {};
