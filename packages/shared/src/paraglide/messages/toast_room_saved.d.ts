/**
* | output |
* | --- |
* | "Room settings saved." |
*
* @param {Toast_Room_SavedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const toast_room_saved: ((inputs?: Toast_Room_SavedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Toast_Room_SavedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Toast_Room_SavedInputs = {};
