/**
* | output |
* | --- |
* | "Thank you. The message was reported to the Nafasi team." |
*
* @param {Meeting_ReportedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meeting_reported: ((inputs?: Meeting_ReportedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Meeting_ReportedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Meeting_ReportedInputs = {};
