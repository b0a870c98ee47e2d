/**
* | output |
* | --- |
* | "Community chat" |
*
* @param {Room_Community_ChatInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const room_community_chat: ((inputs?: Room_Community_ChatInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Room_Community_ChatInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Room_Community_ChatInputs = {};
