/**
* | output |
* | --- |
* | "messages" |
*
* @param {Limited_MessagesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const limited_messages: ((inputs?: Limited_MessagesInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Limited_MessagesInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Limited_MessagesInputs = {};
