/**
* | output |
* | --- |
* | "The host removed you from this meeting." |
*
* @param {Meeting_RemovedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meeting_removed: ((inputs?: Meeting_RemovedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Meeting_RemovedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Meeting_RemovedInputs = {};
