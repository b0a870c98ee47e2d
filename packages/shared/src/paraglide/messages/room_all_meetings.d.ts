/**
* | output |
* | --- |
* | "All meetings" |
*
* @param {Room_All_MeetingsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const room_all_meetings: ((inputs?: Room_All_MeetingsInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Room_All_MeetingsInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Room_All_MeetingsInputs = {};
