/**
* | output |
* | --- |
* | "Only the host can change these." |
*
* @param {Room_Settings_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const room_settings_text: ((inputs?: Room_Settings_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Room_Settings_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Room_Settings_TextInputs = {};
