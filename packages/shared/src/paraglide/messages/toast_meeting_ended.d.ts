/**
* | output |
* | --- |
* | "Meeting ended." |
*
* @param {Toast_Meeting_EndedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const toast_meeting_ended: ((inputs?: Toast_Meeting_EndedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Toast_Meeting_EndedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Toast_Meeting_EndedInputs = {};
