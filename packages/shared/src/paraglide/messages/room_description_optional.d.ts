/**
* | output |
* | --- |
* | "Description (optional)" |
*
* @param {Room_Description_OptionalInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const room_description_optional: ((inputs?: Room_Description_OptionalInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Room_Description_OptionalInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Room_Description_OptionalInputs = {};
