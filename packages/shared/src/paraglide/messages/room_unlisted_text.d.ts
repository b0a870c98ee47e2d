/**
* | output |
* | --- |
* | "Unlisted rooms are reached only by their link or code." |
*
* @param {Room_Unlisted_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const room_unlisted_text: ((inputs?: Room_Unlisted_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Room_Unlisted_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Room_Unlisted_TextInputs = {};
