/**
* | output |
* | --- |
* | "Delete meeting" |
*
* @param {Meeting_DeleteInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meeting_delete: ((inputs?: Meeting_DeleteInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Meeting_DeleteInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Meeting_DeleteInputs = {};
