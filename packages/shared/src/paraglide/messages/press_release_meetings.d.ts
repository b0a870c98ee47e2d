/**
* | output |
* | --- |
* | "Virtual meeting rooms come to Nafasi" |
*
* @param {Press_Release_MeetingsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const press_release_meetings: ((inputs?: Press_Release_MeetingsInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Press_Release_MeetingsInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Press_Release_MeetingsInputs = {};
