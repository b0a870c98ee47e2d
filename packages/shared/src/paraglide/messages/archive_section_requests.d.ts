/**
* | output |
* | --- |
* | "Requests to list spaces" |
*
* @param {Archive_Section_RequestsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const archive_section_requests: ((inputs?: Archive_Section_RequestsInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Archive_Section_RequestsInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Archive_Section_RequestsInputs = {};
