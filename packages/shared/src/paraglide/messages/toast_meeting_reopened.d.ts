/**
* | output |
* | --- |
* | "Meeting reopened." |
*
* @param {Toast_Meeting_ReopenedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const toast_meeting_reopened: ((inputs?: Toast_Meeting_ReopenedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Toast_Meeting_ReopenedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Toast_Meeting_ReopenedInputs = {};
