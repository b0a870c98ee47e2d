/**
* | output |
* | --- |
* | "Host on Nafasi · replies within 24 hours" |
*
* @param {Space_Host_RepliesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const space_host_replies: ((inputs?: Space_Host_RepliesInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Space_Host_RepliesInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Space_Host_RepliesInputs = {};
