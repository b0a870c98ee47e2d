/**
* | output |
* | --- |
* | "Nobody else is here yet." |
*
* @param {Room_NobodyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const room_nobody: ((inputs?: Room_NobodyInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Room_NobodyInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Room_NobodyInputs = {};
