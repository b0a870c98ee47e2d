/**
* | output |
* | --- |
* | "Unknown channel: {channel}" |
*
* @param {Socket_Unknown_ChannelInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const socket_unknown_channel: ((inputs: Socket_Unknown_ChannelInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Socket_Unknown_ChannelInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Socket_Unknown_ChannelInputs = {
    channel: NonNullable<unknown>;
};
