/**
* | output |
* | --- |
* | "Manage Participants" |
*
* @param {Room_ManageInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const room_manage: ((inputs?: Room_ManageInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Room_ManageInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Room_ManageInputs = {};
