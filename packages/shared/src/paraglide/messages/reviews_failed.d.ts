/**
* | output |
* | --- |
* | "Reviews could not be loaded right now." |
*
* @param {Reviews_FailedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const reviews_failed: ((inputs?: Reviews_FailedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviews_FailedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviews_FailedInputs = {};
