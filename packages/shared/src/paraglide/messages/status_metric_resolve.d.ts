/**
* | output |
* | --- |
* | "Average time to resolve" |
*
* @param {Status_Metric_ResolveInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const status_metric_resolve: ((inputs?: Status_Metric_ResolveInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Status_Metric_ResolveInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Status_Metric_ResolveInputs = {};
