/**
* | output |
* | --- |
* | "That {type} message is not well formed." |
*
* @param {Socket_Frame_MalformedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const socket_frame_malformed: ((inputs: Socket_Frame_MalformedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Socket_Frame_MalformedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Socket_Frame_MalformedInputs = {
    type: NonNullable<unknown>;
};
