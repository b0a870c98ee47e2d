/**
* | output |
* | --- |
* | "What is this meeting about?" |
*
* @param {Room_Description_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const room_description_placeholder: ((inputs?: Room_Description_PlaceholderInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Room_Description_PlaceholderInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Room_Description_PlaceholderInputs = {};
