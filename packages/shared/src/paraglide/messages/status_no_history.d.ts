/**
* | output |
* | --- |
* | "No history recorded yet: the service checks itself each minute, and the figures appear here once it has." |
*
* @param {Status_No_HistoryInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const status_no_history: ((inputs?: Status_No_HistoryInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Status_No_HistoryInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Status_No_HistoryInputs = {};
