/**
* | output |
* | --- |
* | "Virtual Meetings" |
*
* @param {Nav_Virtual_MeetingsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const nav_virtual_meetings: ((inputs?: Nav_Virtual_MeetingsInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_Virtual_MeetingsInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nav_Virtual_MeetingsInputs = {};
