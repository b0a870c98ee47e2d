/**
* | output |
* | --- |
* | "Finding the room…" |
*
* @param {Meeting_FindingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meeting_finding: ((inputs?: Meeting_FindingInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Meeting_FindingInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Meeting_FindingInputs = {};
