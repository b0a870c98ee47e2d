/**
* | output |
* | --- |
* | "The host accepts requests for this space. You pay only once they do." |
*
* @param {Summary_Request_NoteInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const summary_request_note: ((inputs?: Summary_Request_NoteInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Summary_Request_NoteInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Summary_Request_NoteInputs = {};
