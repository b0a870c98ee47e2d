/**
* | output |
* | --- |
* | "Reopen meeting" |
*
* @param {Room_ReopenInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const room_reopen: ((inputs?: Room_ReopenInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Room_ReopenInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Room_ReopenInputs = {};
