/**
* | output |
* | --- |
* | "Room Settings" |
*
* @param {Room_SettingsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const room_settings: ((inputs?: Room_SettingsInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Room_SettingsInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Room_SettingsInputs = {};
