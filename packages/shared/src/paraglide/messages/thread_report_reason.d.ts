/**
* | output |
* | --- |
* | "Say in a few words what is wrong." |
*
* @param {Thread_Report_ReasonInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const thread_report_reason: ((inputs?: Thread_Report_ReasonInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Thread_Report_ReasonInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Thread_Report_ReasonInputs = {};
