/**
* | output |
* | --- |
* | "At most {max} channels per connection." |
*
* @param {Socket_Channels_MaxInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const socket_channels_max: ((inputs: Socket_Channels_MaxInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Socket_Channels_MaxInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Socket_Channels_MaxInputs = {
    max: NonNullable<unknown>;
};
