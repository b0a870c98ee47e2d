/**
* | output |
* | --- |
* | "e.g. Weekly product sync" |
*
* @param {Room_Name_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const room_name_placeholder: ((inputs?: Room_Name_PlaceholderInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Room_Name_PlaceholderInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Room_Name_PlaceholderInputs = {};
