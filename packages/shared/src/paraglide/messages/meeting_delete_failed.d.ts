/**
* | output |
* | --- |
* | "Failed to delete meeting" |
*
* @param {Meeting_Delete_FailedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meeting_delete_failed: ((inputs?: Meeting_Delete_FailedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Meeting_Delete_FailedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Meeting_Delete_FailedInputs = {};
