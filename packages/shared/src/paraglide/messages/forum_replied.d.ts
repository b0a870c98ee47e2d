/**
* | output |
* | --- |
* | "Your reply is posted." |
*
* @param {Forum_RepliedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_replied: ((inputs?: Forum_RepliedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Forum_RepliedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Forum_RepliedInputs = {};
