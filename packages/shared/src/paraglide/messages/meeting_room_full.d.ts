/**
* | output |
* | --- |
* | "Room full" |
*
* @param {Meeting_Room_FullInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meeting_room_full: ((inputs?: Meeting_Room_FullInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Meeting_Room_FullInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Meeting_Room_FullInputs = {};
