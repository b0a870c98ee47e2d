/**
* | output |
* | --- |
* | "(unavailable)" |
*
* @param {Time_UnavailableInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const time_unavailable: ((inputs?: Time_UnavailableInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Time_UnavailableInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Time_UnavailableInputs = {};
