/**
* | output |
* | --- |
* | "Status unknown: we could not reach our servers" |
*
* @param {Status_UnknownInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const status_unknown: ((inputs?: Status_UnknownInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Status_UnknownInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Status_UnknownInputs = {};
