/**
* | output |
* | --- |
* | "Unknown message type." |
*
* @param {Socket_Frame_UnknownInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const socket_frame_unknown: ((inputs?: Socket_Frame_UnknownInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Socket_Frame_UnknownInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Socket_Frame_UnknownInputs = {};
