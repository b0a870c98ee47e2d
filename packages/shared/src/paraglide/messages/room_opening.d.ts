/**
* | output |
* | --- |
* | "Opening the room…" |
*
* @param {Room_OpeningInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const room_opening: ((inputs?: Room_OpeningInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Room_OpeningInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Room_OpeningInputs = {};
