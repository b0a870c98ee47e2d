/**
* | output |
* | --- |
* | "Meetings you hosted or joined" |
*
* @param {Archive_Section_MeetingsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const archive_section_meetings: ((inputs?: Archive_Section_MeetingsInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Archive_Section_MeetingsInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Archive_Section_MeetingsInputs = {};
