/**
* | output |
* | --- |
* | "The host deleted this meeting." |
*
* @param {Api_Meeting_DeletedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const api_meeting_deleted: ((inputs?: Api_Meeting_DeletedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Meeting_DeletedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Meeting_DeletedInputs = {};
