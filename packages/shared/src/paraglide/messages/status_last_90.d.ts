/**
* | output |
* | --- |
* | "Last 90 days" |
*
* @param {Status_Last_90Inputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const status_last_90: ((inputs?: Status_Last_90Inputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Status_Last_90Inputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Status_Last_90Inputs = {};
