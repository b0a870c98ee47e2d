/**
* | output |
* | --- |
* | "Uptime (90 days)" |
*
* @param {Status_UptimeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const status_uptime: ((inputs?: Status_UptimeInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Status_UptimeInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Status_UptimeInputs = {};
