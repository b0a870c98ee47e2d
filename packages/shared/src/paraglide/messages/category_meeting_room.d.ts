/**
* | output |
* | --- |
* | "Meeting Room" |
*
* @param {Category_Meeting_RoomInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const category_meeting_room: ((inputs?: Category_Meeting_RoomInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Category_Meeting_RoomInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Category_Meeting_RoomInputs = {};
