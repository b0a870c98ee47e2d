/**
* | output |
* | --- |
* | "Meeting deleted successfully" |
*
* @param {Meeting_DeletedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meeting_deleted: ((inputs?: Meeting_DeletedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Meeting_DeletedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Meeting_DeletedInputs = {};
