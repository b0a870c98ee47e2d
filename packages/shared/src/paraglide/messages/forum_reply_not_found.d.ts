/**
* | output |
* | --- |
* | "This reply does not exist or was removed." |
*
* @param {Forum_Reply_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_reply_not_found: ((inputs?: Forum_Reply_Not_FoundInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Forum_Reply_Not_FoundInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Forum_Reply_Not_FoundInputs = {};
