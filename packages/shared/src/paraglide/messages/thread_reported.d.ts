/**
* | output |
* | --- |
* | "Thank you. Our team will read this conversation." |
*
* @param {Thread_ReportedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const thread_reported: ((inputs?: Thread_ReportedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Thread_ReportedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Thread_ReportedInputs = {};
