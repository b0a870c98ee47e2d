/**
* | output |
* | --- |
* | "List this room in Browse Rooms" |
*
* @param {Room_List_ItInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const room_list_it: ((inputs?: Room_List_ItInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Room_List_ItInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Room_List_ItInputs = {};
