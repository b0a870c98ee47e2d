/**
* | output |
* | --- |
* | "Conference Room" |
*
* @param {Category_Conference_RoomInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const category_conference_room: ((inputs?: Category_Conference_RoomInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Category_Conference_RoomInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Category_Conference_RoomInputs = {};
