/**
* | output |
* | --- |
* | "Average database response" |
*
* @param {Status_Metric_ResponseInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const status_metric_response: ((inputs?: Status_Metric_ResponseInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Status_Metric_ResponseInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Status_Metric_ResponseInputs = {};
